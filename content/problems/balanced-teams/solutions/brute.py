import itertools


class Solution:
    def balancedSplits(self, skills: List[int]) -> List[List[int]]:
        n = len(skills)
        total = sum(skills)
        found = []
        for rest in itertools.combinations(range(1, n), n // 2 - 1):
            team = [0] + list(rest)
            if 2 * sum(skills[i] for i in team) == total:
                found.append(team)
        return found
