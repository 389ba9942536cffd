class Solution {
    public int countSeatings(int n, int[][] feuds) {
        int[] conflict = new int[n];
        for (int[] f : feuds) {
            conflict[f[0]] |= 1 << f[1];
            conflict[f[1]] |= 1 << f[0];
        }
        int full = (1 << n) - 1;
        int[][] ways = new int[1 << n][n];
        for (int last = 0; last < n; last++) ways[full][last] = 1;
        for (int mask = full - 1; mask > 0; mask--) {
            for (int last = 0; last < n; last++) {
                if ((mask >> last & 1) == 0) continue;
                int free = ~mask & ~conflict[last] & full, total = 0;
                while (free != 0) {
                    int low = free & -free;
                    total += ways[mask | low][Integer.numberOfTrailingZeros(low)];
                    free ^= low;
                }
                ways[mask][last] = total;
            }
        }
        int answer = 0;
        for (int g = 0; g < n; g++) answer += ways[1 << g][g];
        return answer;
    }
}
