class Solution {
public:
    long long countSafePairs(vector<int>& dishes) {
        const int BITS = 17, SIZE = 1 << BITS, FULL = SIZE - 1;
        vector<long long> sub(SIZE, 0);
        for (int d : dishes) sub[d]++;
        for (int b = 0; b < BITS; b++) {
            int bit = 1 << b;
            for (int m = 0; m < SIZE; m++) if (m & bit) sub[m] += sub[m ^ bit];
        }
        long long total = 0;
        for (int d : dishes) total += sub[~d & FULL];
        return total / 2; // bug: a dish with mask 0 was counted as its own partner
    }
};
