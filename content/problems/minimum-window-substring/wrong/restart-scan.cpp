class Solution {
public:
    string minWindow(string s, string t) {
        int m = s.size(), bestStart = 0, bestLen = INT_MAX;
        int base[128] = {0};
        for (char c : t) base[(unsigned char)c]++;
        for (int left = 0; left < m; left++) {
            int need[128];
            memcpy(need, base, sizeof need);
            int missing = t.size();
            for (int right = left; right < m; right++) { // scan right from every start
                unsigned char c = s[right];
                if (need[c]-- > 0) missing--;
                if (missing == 0) {
                    if (right - left + 1 < bestLen) {
                        bestStart = left;
                        bestLen = right - left + 1;
                    }
                    break;
                }
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
    }
};
