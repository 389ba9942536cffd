class Solution:
    def minSortCost(self, weights: List[int]) -> int:
        n = len(weights)
        target = {w: i for i, w in enumerate(sorted(weights))}
        seen = [False] * n
        total = 0
        for start in range(n):
            if seen[start]:
                continue
            length, s, m = 0, 0, float('inf')
            i = start
            while not seen[i]:
                seen[i] = True
                length += 1
                s += weights[i]
                m = min(m, weights[i])
                i = target[weights[i]]
            if length >= 2:
                total += s + (length - 2) * m  # bug: never borrows the lightest crate overall
        return total
