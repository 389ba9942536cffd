class Solution:
    def maxTandems(self, weights: List[int], limit: int) -> int:
        w = sorted(weights)
        pairs = 0
        i = 0
        while i + 1 < len(w):
            if w[i] + w[i + 1] <= limit:  # bug: light paddlers are spent on each other
                pairs += 1
                i += 2
            else:
                break
        return pairs
