class Solution {
    public long majorityPanels(int[] votes, int candidate) {
        int n = votes.length;
        int[] freq = new int[2 * n + 2];
        int p = n;
        freq[p] = 1;
        int below = 0, total = 0; // bug: the total overflows
        for (int v : votes) {
            if (v == candidate) {
                below += freq[p];
                p++;
            } else {
                p--;
                below -= freq[p];
            }
            total += below;
            freq[p]++;
        }
        return total;
    }
}
