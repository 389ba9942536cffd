class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # Copy the values out, then build a fresh list from them in reverse order.
        values = []
        while head:
            values.append(head.val)
            head = head.next
        new_head = None
        for v in values:
            new_head = ListNode(v, new_head)
        return new_head
