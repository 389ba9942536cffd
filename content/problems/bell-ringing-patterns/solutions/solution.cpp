class Solution {
public:
    int countPeals(int n) {
        const long long MOD = 1000000007LL;
        long long a = 1, b = 1, c = 0;  // ends with a rest / one ring / two rings
        for (int i = 1; i < n; i++) {
            long long na = (a + b + c) % MOD;
            c = b;
            b = a;
            a = na;
        }
        return (int)((a + b + c) % MOD);
    }
};
