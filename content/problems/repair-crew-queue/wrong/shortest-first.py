class Solution:
    def minWeightedWait(self, durations: List[int], weights: List[int]) -> int:
        order = sorted(range(len(durations)), key=lambda i: durations[i])  # bug: weights ignored
        clock = total = 0
        for i in order:
            clock += durations[i]
            total += weights[i] * clock
        return total
