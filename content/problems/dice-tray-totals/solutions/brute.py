import itertools


class Solution:
    def diceTotals(self, dice: int, faces: int, target: int) -> List[List[int]]:
        found = {tuple(sorted(roll)) for roll in itertools.product(range(1, faces + 1), repeat=dice)
                 if sum(roll) == target}
        return [list(t) for t in sorted(found)]
