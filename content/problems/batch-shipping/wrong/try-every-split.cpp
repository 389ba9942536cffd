class Solution {
public:
    long long minShippingCost(vector<int>& weights, int fee) {
        int n = weights.size();
        vector<long long> prefix(n + 1, 0), best(n + 1, 0);
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + weights[i];
        for (int i = 1; i <= n; i++) {
            best[i] = LLONG_MAX;
            for (int j = 0; j < i; j++) {  // every start of the last truck
                long long load = prefix[i] - prefix[j];
                best[i] = min(best[i], best[j] + fee + load * load);
            }
        }
        return best[n];
    }
};
