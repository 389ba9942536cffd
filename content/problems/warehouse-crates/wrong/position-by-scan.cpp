class Solution {
public:
    long long minSortCost(vector<int>& weights) {
        int n = weights.size();
        vector<int> sorted = weights;
        sort(sorted.begin(), sorted.end());
        long long g = sorted[0];
        vector<char> seen(n, 0);
        long long total = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            long long length = 0, s = 0, m = LLONG_MAX;
            for (int i = start; !seen[i];) {
                seen[i] = 1;
                length++;
                s += weights[i];
                m = min(m, (long long)weights[i]);
                int j = 0;
                while (sorted[j] != weights[i]) j++;  // linear search for the crate's place
                i = j;
            }
            if (length >= 2) total += min(s + (length - 2) * m, s + m + (length + 1) * g);
        }
        return total;
    }
};
