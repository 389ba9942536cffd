class Solution:
    def minSortCost(self, weights: List[int]) -> int:
        n = len(weights)
        target = {w: i for i, w in enumerate(sorted(weights))}
        g = min(weights)
        seen = [False] * n
        total = 0
        for start in range(n):
            if seen[start]:
                continue
            length, s, m = 0, 0, float('inf')
            i = start
            while not seen[i]:
                seen[i] = True
                w = weights[i]
                length += 1
                s += w
                m = min(m, w)
                i = target[w]
            if length >= 2:
                total += min(s + (length - 2) * m, s + m + (length + 1) * g)
        return total
