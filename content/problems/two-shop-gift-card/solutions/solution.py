class Solution:
    def bestPairTotal(self, shopA: List[int], shopB: List[int], budget: int) -> int:
        best = -1
        i, j = 0, len(shopB) - 1
        while i < len(shopA) and j >= 0:
            total = shopA[i] + shopB[j]
            if total > budget:
                j -= 1
            else:
                if total > best:
                    best = total
                i += 1
        return best
