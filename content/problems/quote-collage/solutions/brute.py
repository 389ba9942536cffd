class Solution:
    def minPieces(self, text: str, quote: str) -> int:
        n = len(text)
        INF = float('inf')
        best = [INF] * (n + 1)
        best[n] = 0
        for i in range(n - 1, -1, -1):
            for length in range(1, len(quote) + 1):
                if text[i:i + length] == quote[:length] and i + length <= n:
                    best[i] = min(best[i], 1 + best[i + length])
        return best[0] if best[0] < INF else -1
