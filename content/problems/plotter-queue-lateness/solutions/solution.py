class Solution:
    def minWorstDelay(self, durations: List[int], deadlines: List[int]) -> int:
        clock = 0
        worst = 0
        for due, length in sorted(zip(deadlines, durations)):
            clock += length
            if clock - due > worst:
                worst = clock - due
        return worst
