class Solution {
public:
    int alignSteps(string current, string target) {
        int n = target.size();
        vector<int> fail(n, 0);
        for (int i = 1, j = 0; i < n; i++) {
            while (j > 0 && target[i] != target[j]) j = fail[j - 1];
            if (target[i] == target[j]) j++;
            fail[i] = j;
        }
        string text = current + current.substr(0, n - 1);
        for (int i = 0, j = 0; i < (int)text.size(); i++) {
            char c = text[i];
            while (j > 0 && c != target[j]) j = fail[j - 1];
            if (c == target[j]) {
                j++;
                if (j == n) return i - n + 1;
            }
        }
        return -1;
    }
};
