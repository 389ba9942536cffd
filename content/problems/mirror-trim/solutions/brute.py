class Solution:
    def minTrim(self, ribbon: str) -> int:
        n = len(ribbon)
        best = n
        for i in range(n + 1):
            for j in range(i, n + 1):
                kept = ribbon[:i] + ribbon[j:]
                if kept == kept[::-1]:
                    best = min(best, j - i)
        return best
