class Solution {
public:
    int shortestTile(string strip) {
        int n = strip.size();
        vector<int> pi(n, 0);
        for (int i = 1, j = 0; i < n; i++) {
            while (j > 0 && strip[i] != strip[j]) j = pi[j - 1];
            if (strip[i] == strip[j]) j++;
            pi[i] = j;
        }
        return n - pi[n - 1];
    }
};
