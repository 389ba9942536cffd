class Solution {
public:
    int countPaintings(long long horses, int colours) {
        const long long MOD = 1000000007LL;
        long long base = (colours - 1) % MOD;
        long long result = 1, b = base;
        for (long long e = horses; e > 0; e >>= 1) {
            if (e & 1) result = result * b % MOD;
            b = b * b % MOD;
        }
        long long term = horses % 2 == 0 ? base : MOD - base;
        return (int)((result + term) % MOD);
    }
};
