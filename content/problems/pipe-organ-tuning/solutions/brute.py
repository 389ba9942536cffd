class Solution:
    def minTuningCost(self, pitches: List[int], k: int) -> int:
        best = None
        for i in range(len(pitches) - k + 1):
            window = pitches[i:i + k]
            for t in range(min(window), max(window) + 1):  # every integer target
                cost = sum(abs(p - t) for p in window)
                if best is None or cost < best:
                    best = cost
        return best
