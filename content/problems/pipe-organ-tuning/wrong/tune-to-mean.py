class Solution:
    def minTuningCost(self, pitches: List[int], k: int) -> int:
        best = None
        total = sum(pitches[:k])
        for i in range(len(pitches) - k + 1):
            if i:
                total += pitches[i + k - 1] - pitches[i - 1]
            target = round(total / k)  # bug: the average, not the median
            cost = sum(abs(p - target) for p in pitches[i:i + k])
            if best is None or cost < best:
                best = cost
        return best
