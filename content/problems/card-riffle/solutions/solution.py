class Solution:
    def riffle(self, head: Optional[ListNode], t: int) -> Optional[ListNode]:
        nodes = []
        while head:
            nodes.append(head)
            head = head.next
        n = len(nodes)
        if n == 0:
            return None
        h = (n + 1) // 2
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
                i = 2 * i if i < h else 2 * (i - h) + 1
            length = len(cycle)
            shift = t % length
            for j, pos in enumerate(cycle):
                final[cycle[(j + shift) % length]] = nodes[pos]
        for a, b in zip(final, final[1:]):
            a.next = b
        final[-1].next = None
        return final[0]
