class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        distinct = sorted(set(nums))
        by_count = sorted(distinct, key=lambda v: nums.count(v), reverse=True)
        return by_count[:k]
