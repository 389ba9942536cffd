class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        pairs = []
        for value in set(nums):
            count = 0
            for x in nums:  # a full scan for every distinct value
                if x == value:
                    count += 1
            pairs.append((count, value))
        pairs.sort(reverse=True)
        return [value for _, value in pairs[:k]]
