class Solution:
    def keepLatest(self, head: Optional[ListNode]) -> Optional[ListNode]:
        values = []
        while head:
            values.append(head.val)
            head = head.next
        kept = [v for i, v in enumerate(values) if v not in values[i + 1:]]
        result = None
        for v in reversed(kept):
            result = ListNode(v, result)
        return result
