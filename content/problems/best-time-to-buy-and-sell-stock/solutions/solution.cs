public class Solution {
    public int MaxProfit(int[] prices) {
        // Sell on each day at the lowest price seen before it.
        int lowest = prices[0], best = 0;
        for (int i = 1; i < prices.Length; i++) {
            best = Math.Max(best, prices[i] - lowest);
            lowest = Math.Min(lowest, prices[i]);
        }
        return best;
    }
}
