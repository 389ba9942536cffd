class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        heap = []  # min-heap holding the k largest values seen so far
        for value in nums:
            if len(heap) < k:
                heapq.heappush(heap, value)
            elif value > heap[0]:
                heapq.heapreplace(heap, value)
        return heap[0]
