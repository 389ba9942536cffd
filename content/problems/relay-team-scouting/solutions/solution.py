class Solution:
    def minRatingSpread(self, ratings: List[int], clubs: List[int], clubCount: int) -> int:
        order = sorted(range(len(ratings)), key=ratings.__getitem__)
        count = [0] * clubCount
        covered = 0
        best = None
        left = 0
        for idx in order:
            c = clubs[idx]
            if count[c] == 0:
                covered += 1
            count[c] += 1
            while covered == clubCount:
                low = order[left]
                spread = ratings[idx] - ratings[low]
                if best is None or spread < best:
                    best = spread
                cl = clubs[low]
                count[cl] -= 1
                if count[cl] == 0:
                    covered -= 1
                left += 1
        return best
