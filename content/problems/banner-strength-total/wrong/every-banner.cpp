class Solution {
public:
    int totalBannerStrength(vector<int>& posts) {
        const long long MOD = 1000000007LL;
        int n = posts.size();
        long long total = 0;
        for (int l = 0; l < n; l++) {
            int low = INT_MAX;
            for (int r = l; r < n; r++) { // every banner
                low = min(low, posts[r]);
                total = (total + (long long)low * (r - l + 1)) % MOD;
            }
        }
        return (int)total;
    }
};
