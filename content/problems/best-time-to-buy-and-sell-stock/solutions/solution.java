class Solution {
    public int maxProfit(int[] prices) {
        int lowest = Integer.MAX_VALUE, best = 0;
        for (int p : prices) {
            if (p < lowest) lowest = p;
            else best = Math.max(best, p - lowest);
        }
        return best;
    }
}
