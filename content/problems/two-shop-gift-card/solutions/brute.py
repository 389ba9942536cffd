class Solution:
    def bestPairTotal(self, shopA: List[int], shopB: List[int], budget: int) -> int:
        totals = [a + b for a in shopA for b in shopB if a + b <= budget]
        return max(totals) if totals else -1
