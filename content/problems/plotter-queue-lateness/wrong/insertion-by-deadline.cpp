class Solution {
public:
    long long minWorstDelay(vector<int>& durations, vector<int>& deadlines) {
        int n = durations.size();
        vector<int> order;
        for (int i = 0; i < n; i++) {  // insertion sort by deadline
            order.push_back(i);
            for (int k = (int)order.size() - 1; k > 0 && deadlines[order[k - 1]] > deadlines[order[k]]; k--)
                swap(order[k - 1], order[k]);
        }
        long long clock = 0, worst = 0;
        for (int i : order) {
            clock += durations[i];
            worst = max(worst, clock - deadlines[i]);
        }
        return worst;
    }
};
