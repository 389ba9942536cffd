class Solution:
    def maxEarnings(self, gigs: List[List[int]], rest: int) -> int:
        order = sorted(gigs, key=lambda g: g[1])  # by end hour
        ends = [g[1] for g in order]
        best = [0] * (len(order) + 1)  # best[i]: most money from the first i gigs by end hour
        for i, (start, end, fee) in enumerate(order):
            # Gigs that end by start - rest can precede this one; they all come before i.
            p = bisect.bisect_right(ends, start - rest)
            take = best[p] + fee
            best[i + 1] = take if take > best[i] else best[i]
        return best[-1]
