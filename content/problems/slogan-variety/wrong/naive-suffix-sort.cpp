class Solution {
public:
    long long distinctSnippets(string banner) {
        int n = banner.size();
        vector<int> sa(n);
        iota(sa.begin(), sa.end(), 0);
        const char* s = banner.c_str();
        sort(sa.begin(), sa.end(), [&](int a, int b) {  // character-by-character comparisons
            while (a < n && b < n && s[a] == s[b]) a++, b++;
            if (a == n || b == n) return a == n && b != n;
            return s[a] < s[b];
        });
        long long total = n - sa[0];
        for (int i = 1; i < n; i++) {
            int a = sa[i - 1], b = sa[i], lcp = 0;
            while (a + lcp < n && b + lcp < n && s[a + lcp] == s[b + lcp]) lcp++;
            total += (n - sa[i]) - lcp;
        }
        return total;
    }
};
