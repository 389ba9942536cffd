class Solution {
public:
    long long minSortCost(vector<int>& weights) {
        int n = weights.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return weights[a] < weights[b]; });
        vector<int> target(n);  // target[i]: where the crate now at position i belongs
        for (int p = 0; p < n; p++) target[order[p]] = p;
        long long g = weights[order[0]];
        vector<char> seen(n, 0);
        long long total = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            long long length = 0, s = 0, m = LLONG_MAX;
            for (int i = start; !seen[i]; i = target[i]) {
                seen[i] = 1;
                length++;
                s += weights[i];
                m = min(m, (long long)weights[i]);
            }
            if (length >= 2) total += min(s + (length - 2) * m, s + m + (length + 1) * g);
        }
        return total;
    }
};
