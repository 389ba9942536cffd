class Solution {
public:
    int longestZeroStretch(vector<int>& flows) {
        int n = flows.size(), best = 0;
        for (int i = 0; i < n; i++) {
            long long s = 0;
            for (int j = i; j < n; j++) {
                s += flows[j];
                if (s == 0 && j - i + 1 > best) best = j - i + 1;
            }
        }
        return best;
    }
};
