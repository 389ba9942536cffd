class Solution {
    public int minSlots(int n, int[][] conflicts) {
        int[] adj = new int[n];
        for (int[] c : conflicts) {
            adj[c[0]] |= 1 << c[1];
            adj[c[1]] |= 1 << c[0];
        }
        int size = 1 << n;
        boolean[] independent = new boolean[size];
        independent[0] = true;
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            int v = Integer.numberOfTrailingZeros(low);
            independent[mask] = independent[mask ^ low] && (adj[v] & mask) == 0;
        }
        int[] best = new int[size];
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            int rest = mask ^ low;
            int result = n;
            for (int sub = rest; ; sub = (sub - 1) & rest) {
                if (independent[low | sub]) result = Math.min(result, best[rest ^ sub] + 1);
                if (sub == 0) break;
            }
            best[mask] = result;
        }
        return best[size - 1];
    }
}
