class Solution {
    public int closestPitches(int[] pitches) {
        int[] a = pitches.clone();
        Arrays.sort(a);
        int best = Integer.MAX_VALUE;
        for (int i = 0; i + 1 < a.length; i++) {
            int gap = a[i + 1] - a[i]; // at most 2 * 10^9 < 2^31 - 1
            if (gap < best) best = gap;
        }
        return best;
    }
}
