class Solution {
    public int bestMedian(int[] scores, int minDays) {
        int[] values = Arrays.stream(scores).distinct().sorted().toArray();
        int lo = 0, hi = values.length - 1;
        int[] prefix = new int[scores.length + 1];
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (possible(scores, minDays, values[mid], prefix)) lo = mid;
            else hi = mid - 1;
        }
        return values[lo];
    }

    private boolean possible(int[] scores, int minDays, int x, int[] prefix) {
        int n = scores.length;
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (scores[i] >= x ? 1 : -1);
        int low = Integer.MAX_VALUE;
        for (int i = minDays; i <= n; i++) {
            low = Math.min(low, prefix[i - minDays]);
            if (prefix[i] - low > 0) return true;
        }
        return false;
    }
}
