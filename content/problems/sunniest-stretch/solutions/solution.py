class Solution:
    def sunniestStart(self, sunshine: List[int], k: int) -> int:
        total = sum(sunshine[:k])
        best, best_start = total, 0
        for i in range(k, len(sunshine)):
            total += sunshine[i] - sunshine[i - k]
            if total > best:
                best, best_start = total, i - k + 1
        return best_start
