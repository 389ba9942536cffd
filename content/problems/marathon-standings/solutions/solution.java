class Solution {
    public int[] standings(int[] times) {
        int n = times.length;
        long[] keyed = new long[n]; // time in the high bits, index in the low 20 bits
        for (int i = 0; i < n; i++) keyed[i] = ((long) times[i] << 20) | i;
        Arrays.sort(keyed);
        int[] places = new int[n];
        for (int p = 0; p < n; p++) {
            int i = (int) (keyed[p] & ((1 << 20) - 1));
            if (p > 0 && (keyed[p] >> 20) == (keyed[p - 1] >> 20)) {
                places[i] = places[(int) (keyed[p - 1] & ((1 << 20) - 1))];
            } else {
                places[i] = p + 1;
            }
        }
        return places;
    }
}
