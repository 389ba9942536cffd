class Solution {
public:
    int minSlots(int n, vector<vector<int>>& conflicts) {
        vector<int> adj(n, 0);
        for (auto& c : conflicts) {
            adj[c[0]] |= 1 << c[1];
            adj[c[1]] |= 1 << c[0];
        }
        int size = 1 << n;
        vector<char> independent(size, 0);
        independent[0] = 1;
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            int v = __builtin_ctz(low);
            independent[mask] = independent[mask ^ low] && (adj[v] & mask) == 0;
        }
        vector<int> best(size, 0);
        for (int mask = 1; mask < size; mask++) {
            int low = mask & -mask;
            int rest = mask ^ low;
            int result = n;
            for (int sub = rest;; sub = (sub - 1) & rest) {
                if (independent[low | sub]) result = min(result, best[rest ^ sub] + 1);
                if (sub == 0) break;
            }
            best[mask] = result;
        }
        return best[size - 1];
    }
};
