class Solution:
    def maxEarnings(self, gigs: List[List[int]], rest: int) -> int:
        # Every set of gigs; a set is possible when, in order of start, each gig ends at least
        # `rest` hours before the next one starts.
        n = len(gigs)
        best = 0
        for mask in range(1, 1 << n):
            chosen = sorted((gigs[i] for i in range(n) if mask >> i & 1), key=lambda g: g[0])
            if all(chosen[j][1] + rest <= chosen[j + 1][0] for j in range(len(chosen) - 1)):
                best = max(best, sum(g[2] for g in chosen))
        return best
