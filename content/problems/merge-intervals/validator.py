class Solution:
    def validate(self, intervals: List[List[int]]) -> str:
        if not 1 <= len(intervals) <= 10**5:
            return f"intervals has {len(intervals)} elements: the problem needs 1 <= intervals.length <= 10^5"
        for i, iv in enumerate(intervals):
            if len(iv) != 2:
                return f"intervals[{i}] has {len(iv)} values: the problem needs intervals[i].length == 2"
            if not 0 <= iv[0] <= iv[1] <= 10**6:
                return f"intervals[{i}] = {iv}: the problem needs 0 <= start_i <= end_i <= 10^6"
        return ""
