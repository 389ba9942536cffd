class Solution:
    def finishTime(self, bakeTimes: List[int], ovens: int) -> int:
        free = [0] * ovens
        for i, t in enumerate(bakeTimes):
            free[i % ovens] += t  # bug: not the oven that frees up first
        return max(free)
