class Solution {
public:
    int maxTandems(vector<int>& weights, int limit) {
        vector<int> w(weights);
        sort(w.begin(), w.end());
        int lo = 0, hi = (int)w.size() - 1, pairs = 0;
        while (lo < hi) {
            if ((long long)w[lo] + w[hi] <= limit) {
                pairs++;
                lo++;
            }
            hi--;
        }
        return pairs;
    }
};
