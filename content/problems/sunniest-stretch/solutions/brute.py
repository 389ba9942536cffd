class Solution:
    def sunniestStart(self, sunshine: List[int], k: int) -> int:
        totals = [sum(sunshine[i:i + k]) for i in range(len(sunshine) - k + 1)]
        return totals.index(max(totals))
