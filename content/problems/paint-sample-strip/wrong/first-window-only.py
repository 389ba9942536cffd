class Solution:
    def shortestSampleStrip(self, colors: List[int], k: int) -> int:
        count = collections.defaultdict(int)
        distinct = 0
        for right, c in enumerate(colors):
            if count[c] == 0:
                distinct += 1
            count[c] += 1
            if distinct >= k:
                left = 0
                while count[colors[left]] > 1:  # shrink this first window as far as possible
                    count[colors[left]] -= 1
                    left += 1
                return right - left + 1  # bug: later windows are never considered
        return -1
