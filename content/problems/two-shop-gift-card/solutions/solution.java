class Solution {
    public long bestPairTotal(int[] shopA, int[] shopB, long budget) {
        long best = -1;
        int i = 0, j = shopB.length - 1;
        while (i < shopA.length && j >= 0) {
            long total = (long) shopA[i] + shopB[j];
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
