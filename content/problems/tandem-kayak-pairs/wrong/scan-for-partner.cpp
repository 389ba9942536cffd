class Solution {
public:
    int maxTandems(vector<int>& weights, int limit) {
        vector<int> w(weights);
        sort(w.begin(), w.end());
        int n = w.size(), pairs = 0;
        vector<bool> used(n, false);
        for (int hi = n - 1; hi >= 0; hi--) {
            if (used[hi]) continue;
            int lo = 0;
            while (lo < hi && used[lo]) lo++; // scan from the start every time
            if (lo < hi && (long long)w[lo] + w[hi] <= limit) {
                used[lo] = used[hi] = true;
                pairs++;
            }
        }
        return pairs;
    }
};
