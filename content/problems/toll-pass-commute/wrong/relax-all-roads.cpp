class Solution {
public:
    long long cheapestCommute(int n, vector<vector<int>>& roads, int passes) {
        int layers = passes + 1;
        const long long INF = LLONG_MAX / 4;
        vector<long long> dist((size_t)n * layers, INF);
        dist[0] = 0;
        bool changed = true;
        while (changed) { // one round over every road, until nothing improves
            changed = false;
            for (auto& r : roads) {
                for (int dir = 0; dir < 2; dir++) {
                    int u = dir ? r[1] : r[0], v = dir ? r[0] : r[1];
                    for (int j = 0; j < layers; j++) {
                        long long d = dist[(size_t)u * layers + j];
                        if (d >= INF) continue;
                        if (d + r[2] < dist[(size_t)v * layers + j]) {
                            dist[(size_t)v * layers + j] = d + r[2];
                            changed = true;
                        }
                        if (j < passes && d < dist[(size_t)v * layers + j + 1]) {
                            dist[(size_t)v * layers + j + 1] = d;
                            changed = true;
                        }
                    }
                }
            }
        }
        long long best = INF;
        for (int j = 0; j < layers; j++) best = min(best, dist[(size_t)(n - 1) * layers + j]);
        return best >= INF ? -1 : best;
    }
};
