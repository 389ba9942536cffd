import itertools


class Solution:
    def minWeightedWait(self, durations: List[int], weights: List[int]) -> int:
        best = None
        for order in itertools.permutations(range(len(durations))):
            clock, cost = 0, 0
            for i in order:
                clock += durations[i]
                cost += weights[i] * clock
            if best is None or cost < best:
                best = cost
        return best
