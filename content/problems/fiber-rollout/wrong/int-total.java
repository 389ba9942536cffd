class Solution {
    private int[] parent;

    public long rolloutCost(int n, int[][] existing, int[][] offers) {
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        int groups = n;
        for (int[] e : existing) {
            int a = find(e[0]), b = find(e[1]);
            if (a != b) {
                parent[a] = b;
                groups--;
            }
        }
        int[][] sorted = offers.clone();
        Arrays.sort(sorted, (x, y) -> Integer.compare(x[2], y[2]));
        int total = 0; // bug: 32-bit total
        for (int[] o : sorted) {
            int a = find(o[0]), b = find(o[1]);
            if (a != b) {
                parent[a] = b;
                groups--;
                total += o[2];
            }
        }
        return groups == 1 ? total : -1;
    }

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
