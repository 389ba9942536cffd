class Solution:
    def validate(self, ratings: List[int], clubs: List[int], clubCount: int) -> str:
        n = len(ratings)
        if len(clubs) != n:
            return f"ratings has {n} athletes but clubs has {len(clubs)}: the problem needs ratings.length == clubs.length"
        if not 1 <= n <= 10**5:
            return f"there are {n} athletes: the problem needs 1 <= ratings.length <= 10^5"
        for i, r in enumerate(ratings):
            if not 0 <= r <= 10**9:
                return f"ratings[{i}] = {r}: the problem needs 0 <= ratings[i] <= 10^9"
        if not 1 <= clubCount <= n:
            return f"clubCount = {clubCount} with {n} athletes: the problem needs 1 <= clubCount <= ratings.length"
        has = [False] * clubCount
        for i, c in enumerate(clubs):
            if not 0 <= c < clubCount:
                return f"clubs[{i}] = {c}: the problem needs 0 <= clubs[i] < clubCount"
            has[c] = True
        for c in range(clubCount):
            if not has[c]:
                return f"club {c} has no athlete: every club has at least one athlete"
        return ""
