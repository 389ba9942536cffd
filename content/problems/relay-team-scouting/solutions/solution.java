class Solution {
    public int minRatingSpread(int[] ratings, int[] clubs, int clubCount) {
        int n = ratings.length;
        long[] keyed = new long[n]; // rating in the high bits, index in the low bits
        for (int i = 0; i < n; i++) keyed[i] = ((long) ratings[i] << 20) | i;
        Arrays.sort(keyed);
        int[] count = new int[clubCount];
        int covered = 0, best = Integer.MAX_VALUE, left = 0;
        for (int r = 0; r < n; r++) {
            int idx = (int) (keyed[r] & ((1 << 20) - 1));
            if (count[clubs[idx]]++ == 0) covered++;
            while (covered == clubCount) {
                int low = (int) (keyed[left++] & ((1 << 20) - 1));
                best = Math.min(best, ratings[idx] - ratings[low]);
                if (--count[clubs[low]] == 0) covered--;
            }
        }
        return best;
    }
}
