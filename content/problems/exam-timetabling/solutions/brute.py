import itertools


class Solution:
    def minSlots(self, n: int, conflicts: List[List[int]]) -> int:
        for k in range(1, n + 1):
            for colours in itertools.product(range(k), repeat=n):
                if all(colours[a] != colours[b] for a, b in conflicts):
                    return k
        return n
