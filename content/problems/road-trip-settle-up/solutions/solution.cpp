class Solution {
public:
    int minTransfers(int n, vector<vector<int>>& payments) {
        vector<int> balance(n, 0);  // money handed out minus money received
        for (auto& p : payments) {
            balance[p[0]] += p[2];
            balance[p[1]] -= p[2];
        }
        vector<int> d;
        for (int b : balance)
            if (b != 0) d.push_back(b);
        int k = d.size();
        int size = 1 << k;
        vector<int> total(size, 0);  // total[mask]: sum of the balances in mask (|sum| <= 10^8)
        vector<int> best(size, 0);   // best[mask]: most zero-sum groups mask can be split into
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            total[mask] = total[mask ^ low] + d[__builtin_ctz(low)];
            int m = 0;
            for (int rest = mask; rest != 0; rest &= rest - 1) m = max(m, best[mask ^ (rest & -rest)]);
            best[mask] = m + (total[mask] == 0 ? 1 : 0);
        }
        // A zero-sum group of g friends needs exactly g - 1 transfers.
        return k - best[size - 1];
    }
};
