class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        answer = []
        for i in range(len(nums)):
            product = 1
            for j, value in enumerate(nums):
                if j != i:
                    product *= value
            answer.append(product)
        return answer
