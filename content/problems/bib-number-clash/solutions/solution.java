class Solution {
    public long minTotalRaise(int[] requests) {
        int[] a = requests.clone();
        Arrays.sort(a);
        long total = 0; // up to about 5 * 10^9
        int prev = -1; // numbers stay below 10^9 + 10^5
        for (int r : a) {
            int b = Math.max(r, prev + 1);
            total += b - r;
            prev = b;
        }
        return total;
    }
}
