from bisect import bisect_left, bisect_right


class Solution:
    def snowStretches(self, altitudes: List[int], snowLines: List[int]) -> List[List[int]]:
        n = len(altitudes)
        lo, hi = 0, n - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if altitudes[mid] < altitudes[mid + 1]:
                lo = mid + 1
            else:
                hi = mid
        peak = lo
        descent = [-a for a in altitudes[peak:]]  # ascending copy of the way down
        answer = []
        for v in snowLines:
            if altitudes[peak] < v:
                answer.append([-1, -1])
                continue
            first = bisect_left(altitudes, v, 0, peak + 1)
            last = peak + bisect_right(descent, -v) - 1
            answer.append([first, last])
        return answer
