class Solution:
    def countSafePairs(self, dishes: List[int]) -> int:
        n = len(dishes)
        return sum(1 for i in range(n) for j in range(i + 1, n) if dishes[i] & dishes[j] == 0)
