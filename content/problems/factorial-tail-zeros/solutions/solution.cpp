class Solution {
public:
    long long tailZeros(long long n, int base) {
        long long best = LLONG_MAX;
        int b = base;
        for (int p = 2; b > 1; p++) {
            if ((long long)p * p > b) p = b; // what is left is a prime
            if (b % p != 0) continue;
            int e = 0;
            while (b % p == 0) {
                b /= p;
                e++;
            }
            long long count = 0;
            for (long long m = n / p; m > 0; m /= p) count += m;
            best = min(best, count / e);
        }
        return best;
    }
};
