class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        int n = s.size(), best = 0;
        for (int i = 0; i < n; i++)
            for (int j = i; j < n; j++) {
                bool seen[128] = {false}, unique = true;
                for (int k = i; k <= j && unique; k++) {
                    if (seen[(unsigned char)s[k]]) unique = false;
                    seen[(unsigned char)s[k]] = true;
                }
                if (unique) best = max(best, j - i + 1);
            }
        return best;
    }
};
