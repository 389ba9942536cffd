class Solution:
    def bestProfit(self, capacity: int, weights: List[int], profits: List[int], stock: List[int]) -> int:
        best = [0] * (capacity + 1)
        for w, v, c in zip(weights, profits, stock):
            new = best[:]
            for r in range(min(w, capacity + 1)):
                window = collections.deque()  # (position p, key best[r + p w] - p v), keys decreasing
                q = 0
                for j in range(r, capacity + 1, w):
                    key = best[j] - q * v
                    while window and window[-1][1] <= key:
                        window.pop()
                    window.append((q, key))
                    if window[0][0] < q - c:
                        window.popleft()
                    new[j] = window[0][1] + q * v
                    q += 1
            best = new
        return best[capacity]
