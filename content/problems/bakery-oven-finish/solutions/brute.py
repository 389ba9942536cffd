class Solution:
    def finishTime(self, bakeTimes: List[int], ovens: int) -> int:
        free = [0] * ovens
        for t in bakeTimes:
            k = free.index(min(free))
            free[k] += t
        return max(free)
