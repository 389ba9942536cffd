class Solution:
    def countBalancePoints(self, weights: List[int]) -> int:
        total = sum(weights)
        left = 0
        count = 0
        for w in weights:
            if left == total - left - w:
                count += 1
            left += w
        return count
