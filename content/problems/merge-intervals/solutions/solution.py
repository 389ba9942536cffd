class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals = sorted(intervals, key=lambda iv: iv[0])
        out = []
        start, end = intervals[0]
        for s, e in intervals:
            if s <= end:
                if e > end:
                    end = e
            else:
                out.append([start, end])
                start, end = s, e
        out.append([start, end])
        return out
