class Solution:
    def bestProfit(self, capacity: int, weights: List[int], profits: List[int], stock: List[int]) -> int:
        best = [0] * (capacity + 1)
        for w, v, c in zip(weights, profits, stock):
            new = best[:]
            for j in range(capacity + 1):
                for t in range(1, c + 1):
                    if t * w > j:
                        break
                    new[j] = max(new[j], best[j - t * w] + t * v)
            best = new
        return best[capacity]
