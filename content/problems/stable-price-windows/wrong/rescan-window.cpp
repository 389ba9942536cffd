class Solution {
public:
    int countStableWindows(vector<int>& prices, int k) {
        int n = prices.size(), stable = 0;
        for (int i = 0; i + k <= n; i++) {
            int hi = prices[i], lo = prices[i];
            for (int j = i + 1; j < i + k; j++) { // the whole window again
                hi = max(hi, prices[j]);
                lo = min(lo, prices[j]);
            }
            if (hi <= 2LL * lo) stable++;
        }
        return stable;
    }
};
