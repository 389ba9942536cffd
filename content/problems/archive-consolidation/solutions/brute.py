import functools
import itertools


class Solution:
    def minMergeCost(self, sizes: List[int], k: int) -> int:
        @functools.lru_cache(maxsize=None)
        def best(piles):
            if len(piles) == 1:
                return 0
            result = None
            for r in range(2, min(k, len(piles)) + 1):
                for chosen in itertools.combinations(range(len(piles)), r):
                    merged = sum(piles[i] for i in chosen)
                    rest = [piles[i] for i in range(len(piles)) if i not in chosen] + [merged]
                    cost = merged + best(tuple(sorted(rest)))
                    if result is None or cost < result:
                        result = cost
            return result

        return best(tuple(sorted(sizes)))
