class Solution:
    def minMergeCost(self, sizes: List[int], k: int) -> int:
        heap = list(sizes)
        while (len(heap) - 1) % (k - 1):
            heap.append(0)  # dummy archive: makes every merge take exactly k
        heapq.heapify(heap)
        total = 0
        while len(heap) > 1:
            merged = 0
            for _ in range(k):
                merged += heapq.heappop(heap)
            total += merged
            heapq.heappush(heap, merged)
        return total
