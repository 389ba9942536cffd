class Solution {
    public int maxTandems(int[] weights, int limit) {
        int[] w = weights.clone();
        Arrays.sort(w);
        int lo = 0, hi = w.length - 1, pairs = 0;
        while (lo < hi) {
            if ((long) w[lo] + w[hi] <= limit) {
                pairs++;
                lo++;
            }
            hi--;
        }
        return pairs;
    }
}
