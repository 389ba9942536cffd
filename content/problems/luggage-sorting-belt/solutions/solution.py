class Solution:
    def sortBelt(self, head: Optional[ListNode], limit: int) -> Optional[ListNode]:
        heads = [ListNode(), ListNode(), ListNode()]  # lighter, equal, heavier
        tails = list(heads)
        node = head
        while node:
            g = 0 if node.val < limit else 1 if node.val == limit else 2
            tails[g].next = node
            tails[g] = node
            node = node.next
        tails[2].next = None
        tails[1].next = heads[2].next
        tails[0].next = heads[1].next
        return heads[0].next
