class Solution {
public:
    int kthCode(vector<int>& chips, int k) {
        int basis[30] = {0};
        for (int x : chips) {
            for (int b = 29; b >= 0 && x != 0; b--) {
                if (((x >> b) & 1) == 0) continue;
                if (basis[b] != 0) x ^= basis[b];
                else {
                    basis[b] = x;
                    break;
                }
            }
        }
        long long seen = 0;
        for (long long x = 0; x < (1LL << 30); x++) { // test every number in increasing order
            int y = (int)x;
            for (int b = 29; b >= 0 && y != 0; b--)
                if (((y >> b) & 1) && basis[b]) y ^= basis[b];
            if (y == 0 && ++seen == k) return (int)x; // x is a reachable code
        }
        return -1;
    }
};
