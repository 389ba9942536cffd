import itertools


class Solution:
    def countSeatings(self, n: int, feuds: List[List[int]]) -> int:
        bad = {(a, b) for a, b in feuds} | {(b, a) for a, b in feuds}
        count = 0
        for row in itertools.permutations(range(n)):
            pairs = list(zip(row, row[1:]))
            if n > 1:
                pairs.append((row[-1], row[0]))  # bug: the ends of a row are not neighbours
            if all(p not in bad for p in pairs):
                count += 1
        return count
