class Solution {
public:
    long long minWeightedWait(vector<int>& durations, vector<int>& weights) {
        int n = durations.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) {
            return (long long)durations[a] * weights[b] < (long long)durations[b] * weights[a];
        });
        long long clock = 0, total = 0;
        for (int i : order) {
            clock += durations[i];
            total += weights[i] * clock;
        }
        return total;
    }
};
