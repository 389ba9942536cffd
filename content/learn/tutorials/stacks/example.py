class Solution:
    def nextGreater(self, nums: List[int]) -> List[int]:
        answer = [-1] * len(nums)
        waiting = []  # indices whose next greater value is not known yet, values decreasing
        for i, x in enumerate(nums):
            while waiting and nums[waiting[-1]] < x:
                answer[waiting.pop()] = x
            waiting.append(i)
        return answer
