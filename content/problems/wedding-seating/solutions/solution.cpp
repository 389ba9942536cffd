class Solution {
public:
    int countSeatings(int n, vector<vector<int>>& feuds) {
        vector<int> conflict(n, 0);
        for (auto& f : feuds) {
            conflict[f[0]] |= 1 << f[1];
            conflict[f[1]] |= 1 << f[0];
        }
        int full = (1 << n) - 1;
        vector<vector<int>> ways(1 << n, vector<int>(n, 0));
        for (int last = 0; last < n; last++) ways[full][last] = 1;
        for (int mask = full - 1; mask > 0; mask--) {
            for (int last = 0; last < n; last++) {
                if (!(mask >> last & 1)) continue;
                int freeSet = ~mask & ~conflict[last] & full, total = 0;
                while (freeSet) {
                    int low = freeSet & -freeSet;
                    total += ways[mask | low][__builtin_ctz(low)];
                    freeSet ^= low;
                }
                ways[mask][last] = total;
            }
        }
        int answer = 0;
        for (int g = 0; g < n; g++) answer += ways[1 << g][g];
        return answer;
    }
};
