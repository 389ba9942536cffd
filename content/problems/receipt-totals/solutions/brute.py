import itertools


class Solution:
    def plusSplits(self, digits: str, target: int) -> List[str]:
        found = []
        for cuts in itertools.product([False, True], repeat=len(digits) - 1):
            pieces, start = [], 0
            for i, cut in enumerate(cuts, 1):
                if cut:
                    pieces.append(digits[start:i])
                    start = i
            pieces.append(digits[start:])
            if any(len(p) > 1 and p[0] == '0' for p in pieces):
                continue
            if sum(int(p) for p in pieces) == target:
                found.append('+'.join(pieces))
        return found
