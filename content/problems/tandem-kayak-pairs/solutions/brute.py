from functools import lru_cache


class Solution:
    def maxTandems(self, weights: List[int], limit: int) -> int:
        n = len(weights)

        @lru_cache(maxsize=None)
        def best(mask: int) -> int:  # mask = paddlers still undecided
            if mask == 0:
                return 0
            i = (mask & -mask).bit_length() - 1  # first undecided paddler
            rest = mask & ~(1 << i)
            result = best(rest)  # i stays ashore
            for j in range(n):
                if rest >> j & 1 and weights[i] + weights[j] <= limit:
                    result = max(result, 1 + best(rest & ~(1 << j)))
            return result

        return best((1 << n) - 1)
