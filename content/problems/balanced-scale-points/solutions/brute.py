class Solution:
    def countBalancePoints(self, weights: List[int]) -> int:
        count = 0
        for i in range(len(weights)):
            if sum(weights[:i]) == sum(weights[i + 1:]):
                count += 1
        return count
