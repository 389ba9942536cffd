class Solution:
    def sortBelt(self, head: Optional[ListNode], limit: int) -> Optional[ListNode]:
        values = []
        while head:
            values.append(head.val)
            head = head.next
        ordered = [v for v in values if v < limit] + [v for v in values if v == limit] + [v for v in values if v > limit]
        result = None
        for v in reversed(ordered):
            result = ListNode(v, result)
        return result
