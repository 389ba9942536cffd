class Solution {
public:
    long long countLucky(long long lo, long long hi, int k) {
        return count(hi, k) - count(lo - 1, k);
    }

private:
    // numbers in 0..n whose digit sum is a multiple of k
    long long count(long long n, int k) {
        if (n < 0) return 0;
        vector<long long> freeCount(k, 0);
        int tight = 0;
        for (char ch : to_string(n)) {
            int d = ch - '0';
            vector<long long> next(k, 0);
            for (int r = 0; r < k; r++) {
                if (!freeCount[r]) continue;
                for (int digit = 0; digit < 10; digit++) next[(r + digit) % k] += freeCount[r];
            }
            for (int digit = 0; digit < d; digit++) next[(tight + digit) % k] += 1;
            tight = (tight + d) % k;
            freeCount = next;
        }
        return freeCount[0] + (tight == 0 ? 1 : 0);
    }
};
