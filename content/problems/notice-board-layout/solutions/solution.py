class Solution:
    def minRaggedness(self, words: List[int], width: int) -> int:
        n = len(words)
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            length = -1
            result = None
            for j in range(i, n):
                length += words[j] + 1
                if length > width:
                    break
                cost = 0 if j == n - 1 else (width - length) ** 2
                cand = cost + best[j + 1]
                if result is None or cand < result:
                    result = cand
            best[i] = result
        return best[0]
