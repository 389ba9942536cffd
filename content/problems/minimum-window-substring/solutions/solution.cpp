class Solution {
public:
    string minWindow(string s, string t) {
        int need[128] = {0}; // letters still needed; negative means surplus
        for (char c : t) need[(unsigned char)c]++;
        int missing = t.size(), bestStart = 0, bestLen = INT_MAX, left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            unsigned char c = s[right];
            if (need[c] > 0) missing--;
            need[c]--;
            while (missing == 0) { // s[left..right] covers t: shrink it from the left
                if (right - left + 1 < bestLen) {
                    bestStart = left;
                    bestLen = right - left + 1;
                }
                unsigned char out = s[left++];
                need[out]++;
                if (need[out] > 0) missing++;
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
    }
};
