class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        vector<int> last(128, -1);
        int left = 0, best = 0;
        for (int j = 0; j < (int)s.size(); j++) {
            unsigned char c = s[j];
            left = max(left, last[c] + 1);
            last[c] = j;
            best = max(best, j - left + 1);
        }
        return best;
    }
};
