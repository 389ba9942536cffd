class Solution {
    bool isPalindrome(const string& s, int from, int to) { // s[from..to)
        for (int i = from, j = to - 1; i < j; i++, j--)
            if (s[i] != s[j]) return false;
        return true;
    }

public:
    int minTrim(string ribbon) {
        int n = ribbon.size(), k = 0;
        while (2 * k + 1 < n && ribbon[k] == ribbon[n - 1 - k]) k++;
        int from = k, to = n - k, len = to - from, keep = 0;
        for (int L = len; L >= 1 && keep == 0; L--) // every prefix length, longest first
            if (isPalindrome(ribbon, from, from + L)) keep = L;
        for (int L = len; L >= 1; L--) // every suffix length
            if (L > keep && isPalindrome(ribbon, to - L, to)) {
                keep = L;
                break;
            }
        return len - keep;
    }
};
