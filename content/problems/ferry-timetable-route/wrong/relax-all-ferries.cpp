class Solution {
public:
    long long earliestArrival(int islands, vector<vector<int>>& ferries) {
        const long long INF = LLONG_MAX / 4;
        vector<long long> best(islands, INF);
        best[0] = 0;
        bool changed = true;
        while (changed) { // one round over every ferry until nothing improves
            changed = false;
            for (auto& f : ferries)
                for (int dir = 0; dir < 2; dir++) {
                    int a = dir ? f[1] : f[0], b = dir ? f[0] : f[1];
                    if (best[a] >= INF) continue;
                    long long land = (best[a] + f[2] - 1) / f[2] * f[2] + f[3];
                    if (land < best[b]) {
                        best[b] = land;
                        changed = true;
                    }
                }
        }
        return best[islands - 1] >= INF ? -1 : best[islands - 1];
    }
};
