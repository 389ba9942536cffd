class Solution:
    def kthResonance(self, charges: List[int], k: int) -> int:
        n = len(charges)
        products = sorted(charges[i] * charges[j] for i in range(n) for j in range(i + 1, n))
        return products[k - 1]
