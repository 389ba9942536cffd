class Solution:
    def sumSmallest(self, nums: List[int], k: int) -> int:
        heap = list(nums)
        heapq.heapify(heap)  # O(n)
        return sum(heapq.heappop(heap) for _ in range(k))
