class Solution:
    def longestZeroStretch(self, flows: List[int]) -> int:
        n = len(flows)
        best = 0
        for i in range(n):
            for j in range(i + 1, n + 1):
                if sum(flows[i:j]) == 0:
                    best = max(best, j - i)
        return best
