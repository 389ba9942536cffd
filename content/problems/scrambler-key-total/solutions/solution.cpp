class Solution {
public:
    long long totalBlockKeys(vector<int>& fragments) {
        long long ones[20] = {0};
        int prefix = 0; // P[0] = 0 has no bit set
        for (int f : fragments) {
            prefix ^= f;
            for (int b = 0; b < 20; b++) ones[b] += (prefix >> b) & 1;
        }
        long long m = (long long)fragments.size() + 1;
        long long total = 0;
        for (int b = 0; b < 20; b++) total += (1LL << b) * ones[b] * (m - ones[b]);
        return total;
    }
};
