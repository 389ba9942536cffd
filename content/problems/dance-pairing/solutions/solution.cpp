class Solution {
public:
    long long minHeightMismatch(vector<int>& leaders, vector<int>& followers) {
        vector<int> a = leaders, b = followers;
        sort(a.begin(), a.end());
        sort(b.begin(), b.end());
        long long total = 0;
        for (size_t i = 0; i < a.size(); i++) total += llabs((long long)a[i] - b[i]);
        return total;
    }
};
