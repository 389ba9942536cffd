class Solution:
    def maxTrainingGain(self, gains: List[int], k: int) -> int:
        n = len(gains)
        best = 0
        for mask in range(1 << n):  # bit i set: train on day i
            run, ok = 0, True
            for i in range(n):
                run = run + 1 if mask >> i & 1 else 0
                if run > k:
                    ok = False
                    break
            if ok:
                best = max(best, sum(gains[i] for i in range(n) if mask >> i & 1))
        return best
