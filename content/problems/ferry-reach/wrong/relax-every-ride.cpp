class Solution {
public:
    vector<int> islandsWithinRides(int n, vector<vector<int>>& routes, int start, int k) {
        vector<char> reached(n, 0), next;
        reached[start] = 1;
        for (int ride = 0; ride < k; ride++) {
            next = reached;
            bool changed = false;
            for (auto& r : routes) {
                if (reached[r[0]] && !next[r[1]]) next[r[1]] = 1, changed = true;
                if (reached[r[1]] && !next[r[0]]) next[r[0]] = 1, changed = true;
            }
            reached.swap(next);
            if (!changed) break;
        }
        vector<int> result;
        for (int i = 0; i < n; i++) if (reached[i]) result.push_back(i);
        return result;
    }
};
