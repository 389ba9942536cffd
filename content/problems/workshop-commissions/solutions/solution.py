class Solution:
    def maxCommission(self, deadlines: List[int], payments: List[int]) -> int:
        heap = []
        for d, p in sorted(zip(deadlines, payments)):
            heapq.heappush(heap, p)
            if len(heap) > d:
                heapq.heappop(heap)
        return sum(heap)
