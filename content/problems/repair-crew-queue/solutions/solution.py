import functools


class Solution:
    def minWeightedWait(self, durations: List[int], weights: List[int]) -> int:
        def before(a, b):  # negative when a should go first
            return durations[a] * weights[b] - durations[b] * weights[a]

        order = sorted(range(len(durations)), key=functools.cmp_to_key(before))
        clock = total = 0
        for i in order:
            clock += durations[i]
            total += weights[i] * clock
        return total
