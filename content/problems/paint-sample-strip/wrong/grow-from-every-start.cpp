class Solution {
public:
    int shortestSampleStrip(vector<int>& colors, int k) {
        int n = colors.size(), best = -1;
        for (int i = 0; i < n; i++) {
            unordered_set<int> seen; // a fresh window from every start
            for (int j = i; j < n; j++) {
                seen.insert(colors[j]);
                if ((int)seen.size() >= k) {
                    if (best == -1 || j - i + 1 < best) best = j - i + 1;
                    break;
                }
            }
        }
        return best;
    }
};
