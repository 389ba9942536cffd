class Solution {
    public long minRaggedness(int[] words, int width) {
        int n = words.length;
        long[] best = new long[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            long length = -1, result = Long.MAX_VALUE;
            for (int j = i; j < n; j++) {
                length += words[j] + 1;
                if (length > width) break;
                long cost = j == n - 1 ? 0 : (width - length) * (width - length);
                result = Math.min(result, cost + best[j + 1]);
            }
            best[i] = result;
        }
        return best[0];
    }
}
