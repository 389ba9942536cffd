class Solution:
    def dropEveryKth(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        values = []
        while head:
            values.append(head.val)
            head = head.next
        kept = [v for i, v in enumerate(values, 1) if i % k != 0]
        result = None
        for v in reversed(kept):
            result = ListNode(v, result)
        return result
