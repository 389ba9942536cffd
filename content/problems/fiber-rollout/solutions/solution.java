class Solution {
    private int[] parent, size;
    private int groups;

    public long rolloutCost(int n, int[][] existing, int[][] offers) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        groups = n;
        for (int[] e : existing) union(e[0], e[1]);
        int[][] sorted = offers.clone();
        Arrays.sort(sorted, (x, y) -> Integer.compare(x[2], y[2]));
        long total = 0;
        for (int[] o : sorted) {
            if (groups == 1) break;
            if (union(o[0], o[1])) total += o[2];
        }
        return groups == 1 ? total : -1;
    }

    private int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    private boolean union(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        groups--;
        return true;
    }
}
