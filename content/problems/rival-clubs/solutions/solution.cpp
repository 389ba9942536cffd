class Solution {
public:
    bool canSplit(int n, vector<vector<int>>& rivalries) {
        vector<vector<int>> adj(n);
        for (auto& r : rivalries) {
            adj[r[0]].push_back(r[1]);
            adj[r[1]].push_back(r[0]);
        }
        vector<int> club(n, -1), queue;
        queue.reserve(n);
        for (int start = 0; start < n; start++) {
            if (club[start] != -1) continue;
            club[start] = 0;
            queue.assign(1, start);
            for (size_t head = 0; head < queue.size(); head++) {
                int u = queue[head];
                for (int w : adj[u]) {
                    if (club[w] == -1) {
                        club[w] = 1 - club[u];
                        queue.push_back(w);
                    } else if (club[w] == club[u]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
};
