class Solution {
    public int kthCode(int[] chips, int k) {
        int[] basis = new int[30]; // basis[b] has leading bit b, or 0
        for (int chip : chips) {
            int x = chip;
            for (int b = 29; b >= 0 && x != 0; b--) {
                if (((x >> b) & 1) == 0) continue;
                if (basis[b] != 0) x ^= basis[b];
                else {
                    basis[b] = x;
                    break;
                }
            }
        }
        for (int b = 0; b < 30; b++) {
            if (basis[b] == 0) continue;
            for (int c = b + 1; c < 30; c++) if (((basis[c] >> b) & 1) == 1) basis[c] ^= basis[b];
        }
        int[] vectors = Arrays.stream(basis).filter(v -> v != 0).toArray();
        if (k > (1L << vectors.length)) return -1;
        int m = k - 1, code = 0;
        for (int i = 0; i < vectors.length; i++) if (((m >> i) & 1) == 1) code ^= vectors[i];
        return code;
    }
}
