class Solution {
public:
    long long minTuningCost(vector<int>& pitches, int k) {
        int n = pitches.size();
        long long best = LLONG_MAX;
        for (int i = 0; i + k <= n; i++) {
            vector<int> w(pitches.begin() + i, pitches.begin() + i + k);
            sort(w.begin(), w.end()); // a full sort for every window
            long long med = w[(k - 1) / 2], cost = 0;
            for (int p : w) cost += llabs(p - med);
            best = min(best, cost);
        }
        return best;
    }
};
