class Solution {
    public int closestPitches(int[] pitches) {
        int n = pitches.length;
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                int d = Math.abs(pitches[i] - pitches[j]);
                if (d < best) best = d;
            }
        return best;
    }
}
