class Solution {
    public int minTransfers(int n, int[][] payments) {
        int[] balance = new int[n]; // money handed out minus money received
        for (int[] p : payments) {
            balance[p[0]] += p[2];
            balance[p[1]] -= p[2];
        }
        int k = 0;
        int[] d = new int[n];
        for (int b : balance) if (b != 0) d[k++] = b;
        int size = 1 << k;
        int[] total = new int[size]; // total[mask]: sum of the balances in mask (|sum| <= 10^8)
        int[] best = new int[size]; // best[mask]: most zero-sum groups mask can be split into
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            total[mask] = total[mask ^ low] + d[Integer.numberOfTrailingZeros(low)];
            int m = 0;
            for (int rest = mask; rest != 0; rest &= rest - 1) {
                int v = best[mask ^ (rest & -rest)];
                if (v > m) m = v;
            }
            best[mask] = m + (total[mask] == 0 ? 1 : 0);
        }
        // A zero-sum group of g friends needs exactly g - 1 transfers.
        return k - best[size - 1];
    }
}
