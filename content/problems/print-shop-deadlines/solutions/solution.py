class Solution:
    def maxEarnings(self, deadlines: List[int], payments: List[int]) -> int:
        chosen = []  # min-heap of payments
        for d, p in sorted(zip(deadlines, payments)):
            heapq.heappush(chosen, p)
            if len(chosen) > d:
                heapq.heappop(chosen)
        return sum(chosen)
