class Solution:
    def bestProfit(self, capacity: int, weights: List[int], profits: List[int], stock: List[int]) -> int:
        best = [0] * (capacity + 1)
        for w, v in zip(weights, profits):  # bug: the stock limit is never applied
            for j in range(w, capacity + 1):
                if best[j - w] + v > best[j]:
                    best[j] = best[j - w] + v
        return best[capacity]
