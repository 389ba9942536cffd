class Solution {
    public int shortestArc(int[] yields, long target) {
        int n = yields.length;
        long whole = 0;
        for (int y : yields) whole += y;
        if (whole < target) return -1;
        int best = n, left = 0;
        long total = 0;
        for (int right = 0; right < 2 * n; right++) {
            total += yields[right % n];
            while (total >= target) {
                best = Math.min(best, right - left + 1);
                total -= yields[left % n];
                left++;
            }
        }
        return best;
    }
}
