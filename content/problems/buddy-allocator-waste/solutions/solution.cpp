class Solution {
public:
    long long wastedBytes(vector<int>& requests) {
        long long waste = 0;
        for (int s : requests) {
            long long block = (s & (s - 1)) == 0 ? s : 1LL << (32 - __builtin_clz((unsigned)s));
            waste += block - s;
        }
        return waste;
    }
};
