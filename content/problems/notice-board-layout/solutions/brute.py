import itertools


class Solution:
    def minRaggedness(self, words: List[int], width: int) -> int:
        n = len(words)
        best = None
        for cuts in itertools.product([False, True], repeat=n - 1):  # cut after word i?
            lines, cur = [], [words[0]]
            for i, cut in enumerate(cuts):
                if cut:
                    lines.append(cur)
                    cur = []
                cur.append(words[i + 1])
            lines.append(cur)
            lengths = [sum(line) + len(line) - 1 for line in lines]
            if max(lengths) > width:
                continue
            cost = sum((width - length) ** 2 for length in lengths[:-1])
            if best is None or cost < best:
                best = cost
        return best
