class Solution {
    private final long[][] ways = new long[8][8];

    public int countTilings(int n) {
        final long MOD = 1_000_000_007L;
        for (int mask = 0; mask < 8; mask++) fill(mask, 0, 0, mask);
        long[] count = new long[8];
        count[0] = 1;
        for (int c = 0; c < n; c++) {
            long[] next = new long[8];
            for (int i = 0; i < 8; i++) {
                if (count[i] == 0) continue;
                for (int o = 0; o < 8; o++) if (ways[i][o] != 0) next[o] = (next[o] + count[i] * ways[i][o]) % MOD;
            }
            count = next;
        }
        return (int) count[0];
    }

    private void fill(int maskIn, int row, int out, int start) {
        if (row == 3) {
            ways[start][out]++;
            return;
        }
        if ((maskIn >> row & 1) != 0) {
            fill(maskIn, row + 1, out, start);
            return;
        }
        fill(maskIn | 1 << row, row + 1, out | 1 << row, start); // horizontal tile
        if (row + 1 < 3 && (maskIn >> (row + 1) & 1) == 0) fill(maskIn | 3 << row, row + 2, out, start); // vertical
    }
}
