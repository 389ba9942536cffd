class Solution {
public:
    long long maxEarnings(vector<int>& deadlines, vector<int>& payments) {
        int n = deadlines.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return payments[a] > payments[b]; });
        vector<bool> busy(n + 1, false); // only days 1..n can ever be used
        long long total = 0;
        for (int i : order) {
            int day = min(deadlines[i], n);
            while (day >= 1 && busy[day]) day--; // scan back for a free day
            if (day >= 1) {
                busy[day] = true;
                total += payments[i];
            }
        }
        return total;
    }
};
