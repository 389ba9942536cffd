class Solution {
    vector<int> d;

    // Settle the first unsettled friend with every possible partner of opposite sign.
    int go(int s) {
        while (s < (int)d.size() && d[s] == 0) s++;
        if (s == (int)d.size()) return 0;
        int best = INT_MAX;
        for (int i = s + 1; i < (int)d.size(); i++) {
            if (d[i] != 0 && (d[i] > 0) != (d[s] > 0)) {
                d[i] += d[s];
                best = min(best, 1 + go(s + 1));
                d[i] -= d[s];
                if (d[i] + d[s] == 0) break;  // an exact match is always a best choice
            }
        }
        return best;
    }

public:
    int minTransfers(int n, vector<vector<int>>& payments) {
        vector<int> balance(n, 0);
        for (auto& p : payments) {
            balance[p[0]] += p[2];
            balance[p[1]] -= p[2];
        }
        d.clear();
        for (int b : balance)
            if (b != 0) d.push_back(b);
        return go(0);
    }
};
