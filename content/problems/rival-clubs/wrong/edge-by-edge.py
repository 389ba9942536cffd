class Solution:
    def canSplit(self, n: int, rivalries: List[List[int]]) -> bool:
        club = [-1] * n
        for a, b in rivalries:  # bug: greedy, in input order, with no search
            if club[a] == -1 and club[b] == -1:
                club[a], club[b] = 0, 1
            elif club[a] == -1:
                club[a] = 1 - club[b]
            elif club[b] == -1:
                club[b] = 1 - club[a]
            elif club[a] == club[b]:
                return False
        return True
