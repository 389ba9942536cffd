class Solution:
    def usage(self, current: Optional[ListNode], previous: Optional[ListNode]) -> Optional[ListNode]:
        def number(node):
            value = 0
            while node:
                value = value * 10 + node.val
                node = node.next
            return value

        head = None
        for ch in reversed(str(number(current) - number(previous))):
            head = ListNode(int(ch), head)
        return head
