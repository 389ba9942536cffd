class Solution {
    // last value of the KMP failure function of m + '#' + reverse(m)
    int longestPalindromicPrefix(const string& m) {
        string t = m + "#" + string(m.rbegin(), m.rend());
        vector<int> fail(t.size(), 0);
        int j = 0;
        for (size_t i = 1; i < t.size(); i++) {
            while (j > 0 && t[j] != t[i]) j = fail[j - 1];
            if (t[j] == t[i]) j++;
            fail[i] = j;
        }
        return fail.back();
    }

public:
    int minTrim(string ribbon) {
        int n = ribbon.size(), k = 0;
        while (2 * k + 1 < n && ribbon[k] == ribbon[n - 1 - k]) k++;
        string middle = ribbon.substr(k, n - 2 * k);
        if (middle.empty()) return 0;
        string reversed(middle.rbegin(), middle.rend());
        int keep = max(longestPalindromicPrefix(middle), longestPalindromicPrefix(reversed));
        return (int)middle.size() - keep;
    }
};
