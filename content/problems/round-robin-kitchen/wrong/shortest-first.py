class Solution:
    def finishOrder(self, cookTimes: List[int], slice: int) -> List[int]:
        return sorted(range(len(cookTimes)), key=lambda i: (cookTimes[i], i))  # bug: time, not turns
