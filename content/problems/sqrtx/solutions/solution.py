class Solution:
    def mySqrt(self, x: int) -> int:
        lo, hi, answer = 0, x, 0
        while lo <= hi:
            mid = (lo + hi) // 2
            if mid * mid <= x:
                answer = mid
                lo = mid + 1
            else:
                hi = mid - 1
        return answer
