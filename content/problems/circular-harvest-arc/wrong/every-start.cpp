class Solution {
public:
    int shortestArc(vector<int>& yields, long long target) {
        int n = yields.size(), best = -1;
        for (int start = 0; start < n; start++) { // a fresh arc from every plot
            long long total = 0;
            for (int length = 1; length <= n; length++) {
                total += yields[(start + length - 1) % n];
                if (total >= target) {
                    if (best == -1 || length < best) best = length;
                    break;
                }
            }
        }
        return best;
    }
};
