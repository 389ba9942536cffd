class Solution {
public:
    long long maxCommission(vector<int>& deadlines, vector<int>& payments) {
        int n = deadlines.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return deadlines[a] < deadlines[b]; });
        priority_queue<int, vector<int>, greater<int>> heap;
        for (int i : order) {
            heap.push(payments[i]);
            if ((long long)heap.size() > deadlines[i]) heap.pop();
        }
        long long total = 0;
        while (!heap.empty()) {
            total += heap.top();
            heap.pop();
        }
        return total;
    }
};
