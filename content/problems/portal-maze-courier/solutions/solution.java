class Solution {
    public int fewestMoves(char[][] maze) {
        int rows = maze.length, cols = maze[0].length, size = rows * cols;
        int[] twin = new int[size], firstEnd = new int[26];
        Arrays.fill(twin, -1);
        Arrays.fill(firstEnd, -1);
        int start = -1, target = -1;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                char ch = maze[r][c];
                int i = r * cols + c;
                if (ch == 'S') start = i;
                else if (ch == 'T') target = i;
                else if (ch >= 'a' && ch <= 'z') {
                    int k = ch - 'a';
                    if (firstEnd[k] < 0) firstEnd[k] = i;
                    else {
                        twin[i] = firstEnd[k];
                        twin[firstEnd[k]] = i;
                    }
                }
            }
        int[] dist = new int[size], queue = new int[size];
        Arrays.fill(dist, -1);
        int head = 0, tail = 0;
        dist[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int u = queue[head++];
            if (u == target) return dist[u];
            int r = u / cols, c = u % cols;
            int[] next = {r > 0 ? u - cols : -1, r + 1 < rows ? u + cols : -1,
                          c > 0 ? u - 1 : -1, c + 1 < cols ? u + 1 : -1, twin[u]};
            for (int v : next) {
                if (v < 0 || dist[v] >= 0 || maze[v / cols][v % cols] == '#') continue;
                dist[v] = dist[u] + 1;
                queue[tail++] = v;
            }
        }
        return -1;
    }
}
