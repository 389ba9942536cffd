class Solution:
    def riffle(self, head: Optional[ListNode], t: int) -> Optional[ListNode]:
        deck = []
        while head:
            deck.append(head.val)
            head = head.next
        for _ in range(t):
            h = (len(deck) + 1) // 2
            top, bottom = deck[:h], deck[h:]
            deck = []
            for i in range(h):
                deck.append(top[i])
                if i < len(bottom):
                    deck.append(bottom[i])
        result = None
        for v in reversed(deck):
            result = ListNode(v, result)
        return result
