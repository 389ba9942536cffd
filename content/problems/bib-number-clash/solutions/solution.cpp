class Solution {
public:
    long long minTotalRaise(vector<int>& requests) {
        vector<int> a = requests;
        sort(a.begin(), a.end());
        long long total = 0;  // up to about 5 * 10^9
        int prev = -1;        // numbers stay below 10^9 + 10^5
        for (int r : a) {
            int b = max(r, prev + 1);
            total += b - r;
            prev = b;
        }
        return total;
    }
};
