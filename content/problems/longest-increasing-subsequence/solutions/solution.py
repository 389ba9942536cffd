class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        tails = []  # tails[k]: smallest tail of an increasing subsequence of length k + 1
        for x in nums:
            lo, hi = 0, len(tails)
            while lo < hi:  # first position with tails[pos] >= x
                mid = (lo + hi) // 2
                if tails[mid] < x:
                    lo = mid + 1
                else:
                    hi = mid
            if lo == len(tails):
                tails.append(x)
            else:
                tails[lo] = x
        return len(tails)
