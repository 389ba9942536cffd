import itertools


class Solution:
    def stepOrder(self, n: int, rules: List[List[int]]) -> List[int]:
        for order in itertools.permutations(range(n)):  # lexicographic order
            position = {step: i for i, step in enumerate(order)}
            if all(position[a] < position[b] for a, b in rules):
                return list(order)
        return []
