class Solution {
    public int[] criticalRoads(int n, int[][] roads) {
        int m = roads.length;
        int[] off = new int[n + 1];
        for (int[] r : roads) {
            off[r[0] + 1]++;
            off[r[1] + 1]++;
        }
        for (int i = 0; i < n; i++) off[i + 1] += off[i];
        int[] to = new int[2 * m], id = new int[2 * m], fill = Arrays.copyOf(off, n);
        for (int i = 0; i < m; i++) {
            int a = roads[i][0], b = roads[i][1];
            to[fill[a]] = b;
            id[fill[a]++] = i;
            to[fill[b]] = a;
            id[fill[b]++] = i;
        }
        int[] tin = new int[n], low = new int[n], stTown = new int[n], stVia = new int[n], stPos = new int[n];
        Arrays.fill(tin, -1);
        List<Integer> bridges = new ArrayList<>();
        int timer = 0;
        for (int root = 0; root < n; root++) {
            if (tin[root] != -1) continue;
            int top = 0;
            tin[root] = low[root] = timer++;
            stTown[0] = root;
            stVia[0] = -1;
            stPos[0] = off[root];
            while (top >= 0) {
                int v = stTown[top];
                if (stPos[top] < off[v + 1]) {
                    int e = stPos[top]++;
                    if (id[e] == stVia[top]) continue;
                    int w = to[e];
                    if (tin[w] == -1) {
                        tin[w] = low[w] = timer++;
                        top++;
                        stTown[top] = w;
                        stVia[top] = id[e];
                        stPos[top] = off[w];
                    } else if (tin[w] < low[v]) low[v] = tin[w];
                } else {
                    int via = stVia[top];
                    top--;
                    if (top >= 0) {
                        int p = stTown[top];
                        if (low[v] < low[p]) low[p] = low[v];
                        if (low[v] > tin[p]) bridges.add(via);
                    }
                }
            }
        }
        int[] result = new int[bridges.size()];
        for (int i = 0; i < result.length; i++) result[i] = bridges.get(i);
        Arrays.sort(result);
        return result;
    }
}
