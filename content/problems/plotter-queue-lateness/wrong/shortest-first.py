class Solution:
    def minWorstDelay(self, durations: List[int], deadlines: List[int]) -> int:
        clock = worst = 0
        for length, due in sorted(zip(durations, deadlines)):  # bug: shortest job first
            clock += length
            worst = max(worst, clock - due)
        return worst
