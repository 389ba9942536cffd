import itertools


class Solution:
    def countSeatings(self, n: int, feuds: List[List[int]]) -> int:
        bad = {(a, b) for a, b in feuds} | {(b, a) for a, b in feuds}
        return sum(1 for row in itertools.permutations(range(n))
                   if all((x, y) not in bad for x, y in zip(row, row[1:])))
