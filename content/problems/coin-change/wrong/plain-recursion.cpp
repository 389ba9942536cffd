class Solution {
    int fewest(const vector<int>& coins, int a) {
        if (a == 0) return 0;
        int best = -1;
        for (int c : coins) {
            if (c > a) continue;
            int sub = fewest(coins, a - c);  // recomputed along every path that reaches a - c
            if (sub >= 0 && (best < 0 || sub + 1 < best)) best = sub + 1;
        }
        return best;
    }
public:
    int coinChange(vector<int>& coins, int amount) { return fewest(coins, amount); }
};
