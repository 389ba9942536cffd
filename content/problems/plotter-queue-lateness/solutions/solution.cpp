class Solution {
public:
    long long minWorstDelay(vector<int>& durations, vector<int>& deadlines) {
        int n = durations.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return deadlines[a] < deadlines[b]; });
        long long clock = 0, worst = 0;
        for (int i : order) {
            clock += durations[i];
            worst = max(worst, clock - deadlines[i]);
        }
        return worst;
    }
};
