class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        window = collections.deque()  # indices; their values decrease from front to back
        answer = []
        for i, value in enumerate(nums):
            while window and nums[window[-1]] <= value:
                window.pop()
            window.append(i)
            if window[0] <= i - k:
                window.popleft()
            if i >= k - 1:
                answer.append(nums[window[0]])
        return answer
