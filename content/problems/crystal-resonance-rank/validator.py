class Solution:
    def validate(self, charges: List[int], k: int) -> str:
        n = len(charges)
        if not 2 <= n <= 3 * 10**4:
            return f"charges has {n} elements: the problem needs 2 <= charges.length <= 3 * 10^4"
        for i, c in enumerate(charges):
            if not -10**6 <= c <= 10**6:
                return f"charges[{i}] = {c}: the problem needs -10^6 <= charges[i] <= 10^6"
        pairs = n * (n - 1) // 2
        if not 1 <= k <= pairs:
            return f"k = {k} with {pairs} pairs: the problem needs 1 <= k <= n * (n - 1) / 2"
        return ""
