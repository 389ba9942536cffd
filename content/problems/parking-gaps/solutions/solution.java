class Solution {
    public int longestFreeStretch(int n, int[] occupied) {
        int[] cars = occupied.clone();
        Arrays.sort(cars);
        long best = 0, prev = 0;
        for (int c : cars) {
            best = Math.max(best, c - prev - 1);
            prev = c;
        }
        best = Math.max(best, (long) n + 1 - prev - 1);
        return (int) best;
    }
}
