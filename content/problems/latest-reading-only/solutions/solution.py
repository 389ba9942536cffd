class Solution:
    def keepLatest(self, head: Optional[ListNode]) -> Optional[ListNode]:
        count = collections.Counter()
        node = head
        while node:
            count[node.val] += 1
            node = node.next
        dummy = ListNode(0)
        last_kept = dummy
        node = head
        while node:
            count[node.val] -= 1
            if count[node.val] == 0:
                last_kept.next = node
                last_kept = node
            node = node.next
        last_kept.next = None
        return dummy.next
