class Solution {
public:
    int kthCode(vector<int>& chips, int k) {
        int basis[30] = {0}; // basis[b] has leading bit b, or 0
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
        for (int b = 0; b < 30; b++) {
            if (basis[b] == 0) continue;
            for (int c = b + 1; c < 30; c++) if ((basis[c] >> b) & 1) basis[c] ^= basis[b];
        }
        vector<int> vectors;
        for (int b = 0; b < 30; b++) if (basis[b]) vectors.push_back(basis[b]);
        if ((long long)k > (1LL << vectors.size())) return -1;
        int m = k - 1, code = 0;
        for (size_t i = 0; i < vectors.size(); i++) if ((m >> i) & 1) code ^= vectors[i];
        return code;
    }
};
