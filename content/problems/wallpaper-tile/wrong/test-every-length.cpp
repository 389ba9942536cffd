class Solution {
public:
    int shortestTile(string strip) {
        int n = strip.size();
        for (int p = 1; p < n; p++) {
            int i = 0;
            while (i + p < n && strip[i] == strip[i + p]) i++;
            if (i + p == n) return p;
        }
        return n;
    }
};
