class Solution {
    public long minSortCost(int[] weights) {
        int n = weights.length;
        long[] keyed = new long[n]; // weight in the high bits, position in the low 18 bits
        for (int i = 0; i < n; i++) keyed[i] = ((long) weights[i] << 18) | i;
        Arrays.sort(keyed);
        int[] target = new int[n];
        for (int p = 0; p < n; p++) target[(int) (keyed[p] & ((1 << 18) - 1))] = p;
        long g = keyed[0] >> 18;
        boolean[] seen = new boolean[n];
        long total = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            long length = 0, s = 0, m = Long.MAX_VALUE;
            for (int i = start; !seen[i]; i = target[i]) {
                seen[i] = true;
                length++;
                s += weights[i];
                m = Math.min(m, weights[i]);
            }
            if (length >= 2) total += Math.min(s + (length - 2) * m, s + m + (length + 1) * g);
        }
        return total;
    }
}
