class Solution:
    def minMergeCost(self, sizes: List[int], k: int) -> int:
        heap = list(sizes)
        heapq.heapify(heap)
        total = 0
        while len(heap) > 1:
            merged = 0
            for _ in range(min(k, len(heap))):  # bug: the short merge ends up last
                merged += heapq.heappop(heap)
            total += merged
            heapq.heappush(heap, merged)
        return total
