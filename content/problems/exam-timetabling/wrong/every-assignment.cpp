class Solution {
public:
    int minSlots(int n, vector<vector<int>>& conflicts) {
        for (int k = 1; k <= n; k++) {
            vector<int> slot(n, 0);
            while (true) {  // every assignment of k slots, as a base-k counter
                bool ok = true;
                for (auto& c : conflicts)
                    if (slot[c[0]] == slot[c[1]]) {
                        ok = false;
                        break;
                    }
                if (ok) return k;
                int i = 0;
                while (i < n && slot[i] == k - 1) slot[i++] = 0;
                if (i == n) break;
                slot[i]++;
            }
        }
        return n;
    }
};
