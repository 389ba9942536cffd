class Solution {
public:
    int fewestMoves(vector<vector<char>>& maze) {
        int rows = maze.size(), cols = maze[0].size(), size = rows * cols;
        vector<int> twin(size, -1), firstEnd(26, -1);
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
        vector<int> dist(size, -1);
        queue<int> q;
        dist[start] = 0;
        q.push(start);
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (u == target) return dist[u];
            int r = u / cols, c = u % cols;
            int next[5] = {r > 0 ? u - cols : -1, r + 1 < rows ? u + cols : -1,
                           c > 0 ? u - 1 : -1, c + 1 < cols ? u + 1 : -1, twin[u]};
            for (int v : next) {
                if (v < 0 || dist[v] >= 0 || maze[v / cols][v % cols] == '#') continue;
                dist[v] = dist[u] + 1;
                q.push(v);
            }
        }
        return -1;
    }
};
