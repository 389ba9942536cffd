class Solution {
public:
    int countTilings(int n) {
        const long long MOD = 1000000007LL;
        memset(ways, 0, sizeof ways);
        for (int mask = 0; mask < 8; mask++) fill(mask, 0, 0, mask);
        vector<long long> count(8, 0);
        count[0] = 1;
        for (int c = 0; c < n; c++) {
            vector<long long> next(8, 0);
            for (int i = 0; i < 8; i++) {
                if (!count[i]) continue;
                for (int o = 0; o < 8; o++)
                    if (ways[i][o]) next[o] = (next[o] + count[i] * ways[i][o]) % MOD;
            }
            count = next;
        }
        return (int)count[0];
    }

private:
    long long ways[8][8];

    void fill(int maskIn, int row, int out, int start) {
        if (row == 3) {
            ways[start][out]++;
            return;
        }
        if (maskIn >> row & 1) {
            fill(maskIn, row + 1, out, start);
            return;
        }
        fill(maskIn | 1 << row, row + 1, out | 1 << row, start);  // horizontal tile
        if (row + 1 < 3 && !(maskIn >> (row + 1) & 1)) fill(maskIn | 3 << row, row + 2, out, start);  // vertical
    }
};
