class Solution:
    def dropEveryKth(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        last_kept = dummy
        node = head
        pos = 1
        while node:
            if pos % k == 0:
                last_kept.next = node.next
            else:
                last_kept = node
            node = node.next
            pos += 1
        return dummy.next
