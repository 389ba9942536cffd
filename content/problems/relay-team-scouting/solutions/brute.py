class Solution:
    def minRatingSpread(self, ratings: List[int], clubs: List[int], clubCount: int) -> int:
        best = None
        for low in ratings:
            picks = []
            for c in range(clubCount):
                options = [r for r, k in zip(ratings, clubs) if k == c and r >= low]
                if not options:
                    break
                picks.append(min(options))
            else:
                spread = max(picks) - low
                if best is None or spread < best:
                    best = spread
        return best
