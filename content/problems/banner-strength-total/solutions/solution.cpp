class Solution {
public:
    int totalBannerStrength(vector<int>& posts) {
        const long long MOD = 1000000007LL;
        int n = posts.size();
        vector<int> left(n), stack;
        stack.reserve(n);
        for (int i = 0; i < n; i++) {
            while (!stack.empty() && posts[stack.back()] > posts[i]) stack.pop_back();
            left[i] = i - (stack.empty() ? -1 : stack.back());
            stack.push_back(i);
        }
        stack.clear();
        long long total = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (!stack.empty() && posts[stack.back()] >= posts[i]) stack.pop_back();
            long long r = (stack.empty() ? n : stack.back()) - i;
            long long l = left[i];
            long long lengths = l * r * (l + r) / 2 % MOD;
            total = (total + posts[i] % MOD * lengths) % MOD;
            stack.push_back(i);
        }
        return (int)total;
    }
};
