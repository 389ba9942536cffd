class Solution {
    private int[] d;
    private int k;

    // Settle the first unsettled friend with every possible partner of opposite sign.
    private int go(int s) {
        while (s < k && d[s] == 0) s++;
        if (s == k) return 0;
        int best = Integer.MAX_VALUE;
        for (int i = s + 1; i < k; i++) {
            if (d[i] != 0 && (d[i] > 0) != (d[s] > 0)) {
                d[i] += d[s];
                best = Math.min(best, 1 + go(s + 1));
                d[i] -= d[s];
                if (d[i] + d[s] == 0) break; // an exact match is always a best choice
            }
        }
        return best;
    }

    public int minTransfers(int n, int[][] payments) {
        int[] balance = new int[n];
        for (int[] p : payments) {
            balance[p[0]] += p[2];
            balance[p[1]] -= p[2];
        }
        d = new int[n];
        k = 0;
        for (int b : balance) if (b != 0) d[k++] = b;
        return go(0);
    }
}
