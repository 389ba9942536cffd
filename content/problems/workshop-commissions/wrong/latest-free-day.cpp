class Solution {
public:
    long long maxCommission(vector<int>& deadlines, vector<int>& payments) {
        int n = deadlines.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return payments[a] > payments[b]; });
        vector<char> busy(n + 1, 0);
        long long total = 0;
        for (int i : order) {
            for (int day = min(deadlines[i], n); day >= 1; day--) {  // scan back for a free day
                if (!busy[day]) {
                    busy[day] = 1;
                    total += payments[i];
                    break;
                }
            }
        }
        return total;
    }
};
