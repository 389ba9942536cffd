class Solution:
    def sortArray(self, nums: List[int]) -> List[int]:
        # Counting sort: the values lie in [-5 * 10^4, 5 * 10^4], a range of 10^5 + 1 values.
        offset = 50000
        counts = [0] * (2 * offset + 1)
        for value in nums:
            counts[value + offset] += 1
        result = []
        for index, count in enumerate(counts):
            if count:
                result.extend([index - offset] * count)
        return result
