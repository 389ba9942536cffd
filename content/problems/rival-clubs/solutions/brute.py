import itertools


class Solution:
    def canSplit(self, n: int, rivalries: List[List[int]]) -> bool:
        return any(all(clubs[a] != clubs[b] for a, b in rivalries)
                   for clubs in itertools.product([0, 1], repeat=n))
