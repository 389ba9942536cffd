import itertools


class Solution:
    def minWorstDelay(self, durations: List[int], deadlines: List[int]) -> int:
        n = len(durations)
        best = None
        for order in itertools.permutations(range(n)):
            clock, worst = 0, 0
            for i in order:
                clock += durations[i]
                worst = max(worst, clock - deadlines[i])
            if best is None or worst < best:
                best = worst
        return best
