class Solution:
    def riffle(self, head: Optional[ListNode], t: int) -> Optional[ListNode]:
        nodes = []
        while head:
            nodes.append(head)
            head = head.next
        n = len(nodes)
        if n == 0:
            return None
        # bug: interleaves starting with the bottom half (an "in" shuffle)
        h = n // 2
        final = [None] * n
        seen = [False] * n
        for start in range(n):
            if seen[start]:
                continue
            cycle = []
            i = start
            while not seen[i]:
                seen[i] = True
                cycle.append(i)
                i = 2 * i + 1 if i < h else 2 * (i - h)
            shift = t % len(cycle)
            for j, pos in enumerate(cycle):
                final[cycle[(j + shift) % len(cycle)]] = nodes[pos]
        for a, b in zip(final, final[1:]):
            a.next = b
        final[-1].next = None
        return final[0]
