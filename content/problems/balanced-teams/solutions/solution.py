class Solution:
    def balancedSplits(self, skills: List[int]) -> List[List[int]]:
        n = len(skills)
        total = sum(skills)
        if total % 2:
            return []
        half, size = total // 2, n // 2
        found = []
        team = [0]

        def choose(i, acc):
            if len(team) == size:
                if acc == half:
                    found.append(list(team))
                return
            if acc > half or n - i < size - len(team):
                return
            team.append(i)  # player i joins player 0
            choose(i + 1, acc + skills[i])
            team.pop()
            choose(i + 1, acc)  # player i plays for the other team

        choose(1, skills[0])
        return found
