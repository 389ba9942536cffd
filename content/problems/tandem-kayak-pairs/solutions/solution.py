class Solution:
    def maxTandems(self, weights: List[int], limit: int) -> int:
        w = sorted(weights)
        lo, hi = 0, len(w) - 1
        pairs = 0
        while lo < hi:
            if w[lo] + w[hi] <= limit:
                pairs += 1
                lo += 1
            hi -= 1
        return pairs
