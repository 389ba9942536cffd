class Solution {
public:
    long long countSafePairs(vector<int>& dishes) {
        const int BITS = 17, SIZE = 1 << BITS, FULL = SIZE - 1;
        vector<long long> sub(SIZE, 0);
        long long zeros = 0;
        for (int d : dishes) {
            sub[d]++;
            if (d == 0) zeros++;
        }
        for (int b = 0; b < BITS; b++) {
            int bit = 1 << b;
            for (int m = 0; m < SIZE; m++) if (m & bit) sub[m] += sub[m ^ bit];
        }
        long long total = 0;
        for (int d : dishes) total += sub[~d & FULL];
        return (total - zeros) / 2;
    }
};
