class Solution:
    def dropEveryKth(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        last_kept = dummy
        node = head
        kept = 0
        while node:
            if (kept + 1) % k == 0:  # bug: dropped carriages are not counted
                last_kept.next = node.next
            else:
                last_kept = node
                kept += 1
            node = node.next
        return dummy.next
