class Solution {
    public int countStableWindows(int[] prices, int k) {
        int n = prices.length;
        int[] highs = new int[n], lows = new int[n]; // index deques
        int hHead = 0, hTail = 0, lHead = 0, lTail = 0, stable = 0;
        for (int i = 0; i < n; i++) {
            int p = prices[i];
            while (hTail > hHead && prices[highs[hTail - 1]] <= p) hTail--;
            highs[hTail++] = i;
            while (lTail > lHead && prices[lows[lTail - 1]] >= p) lTail--;
            lows[lTail++] = i;
            if (highs[hHead] <= i - k) hHead++;
            if (lows[lHead] <= i - k) lHead++;
            if (i >= k - 1 && prices[highs[hHead]] <= 2L * prices[lows[lHead]]) stable++;
        }
        return stable;
    }
}
