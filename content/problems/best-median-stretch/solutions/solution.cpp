class Solution {
public:
    int bestMedian(vector<int>& scores, int minDays) {
        int n = scores.size();
        vector<int> values(scores);
        sort(values.begin(), values.end());
        values.erase(unique(values.begin(), values.end()), values.end());
        vector<int> prefix(n + 1, 0);
        auto possible = [&](int x) {
            for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (scores[i] >= x ? 1 : -1);
            int low = INT_MAX;
            for (int i = minDays; i <= n; i++) {
                low = min(low, prefix[i - minDays]);
                if (prefix[i] - low > 0) return true;
            }
            return false;
        };
        int lo = 0, hi = (int)values.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (possible(values[mid])) lo = mid;
            else hi = mid - 1;
        }
        return values[lo];
    }
};
