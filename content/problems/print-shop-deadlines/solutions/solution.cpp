class Solution {
public:
    long long maxEarnings(vector<int>& deadlines, vector<int>& payments) {
        int n = deadlines.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return deadlines[a] < deadlines[b]; });
        priority_queue<int, vector<int>, greater<int>> chosen;
        for (int i : order) {
            chosen.push(payments[i]);
            if ((long long)chosen.size() > deadlines[i]) chosen.pop();
        }
        long long total = 0;
        while (!chosen.empty()) {
            total += chosen.top();
            chosen.pop();
        }
        return total;
    }
};
