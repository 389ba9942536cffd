class Solution:
    def mergeTwoLists(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
        values = []
        for node in (list1, list2):
            while node:
                values.append(node.val)
                node = node.next
        values.sort()
        head = None
        for value in reversed(values):
            head = ListNode(value, head)
        return head
