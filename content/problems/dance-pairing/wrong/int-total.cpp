class Solution {
public:
    long long minHeightMismatch(vector<int>& leaders, vector<int>& followers) {
        vector<int> a = leaders, b = followers;
        sort(a.begin(), a.end());
        sort(b.begin(), b.end());
        int total = 0; // bug: 32-bit total
        for (size_t i = 0; i < a.size(); i++) total = (int)((unsigned)total + (unsigned)abs(a[i] - b[i]));
        return total;
    }
};
