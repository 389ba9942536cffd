class Solution {
    public long bestPairTotal(int[] shopA, int[] shopB, long budget) {
        long best = -1;
        int i = 0, j = shopB.length - 1;
        while (i < shopA.length && j >= 0) {
            int total = shopA[i] + shopB[j]; // bug: overflows above 2^31 - 1
            if (total > budget) {
                j--;
            } else {
                best = Math.max(best, total);
                i++;
            }
        }
        return best;
    }
}
