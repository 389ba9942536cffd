class Solution {
public:
    string shorthand(string s) {
        string out;
        int n = s.size();
        int start = 0;
        for (int i = 0; i < n; i++) {
            if (i == n - 1 || s[i + 1] != s[i]) {
                int k = i - start + 1;
                out += s[i];
                if (k > 1) out += to_string(k);
                start = i + 1;
            }
        }
        return out;
    }
};
