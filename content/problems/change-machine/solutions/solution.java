class Solution {
    public long fewestCoins(int[] coins, long amount) {
        int[] sorted = coins.clone();
        Arrays.sort(sorted);
        long count = 0;
        for (int i = sorted.length - 1; i >= 0; i--) {
            count += amount / sorted[i];
            amount %= sorted[i];
        }
        return count;
    }
}
