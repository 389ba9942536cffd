class Solution {
public:
    vector<string> plusSplits(string digits, long long target) {
        vector<string> found;
        string expr;
        place(digits, target, 0, 0, expr, found);
        return found;
    }

private:
    void place(const string& digits, long long target, int i, long long total, string& expr, vector<string>& found) {
        int n = digits.size();
        if (i == n) {
            if (total == target) found.push_back(expr);
            return;
        }
        int end = digits[i] == '0' ? i + 1 : n; // no leading zeros
        long long value = 0;
        size_t mark = expr.size();
        for (int j = i; j < end; j++) {
            value = value * 10 + (digits[j] - '0');
            if (total + value > target) break;
            if (i > 0) expr += '+';
            expr += digits.substr(i, j - i + 1);
            place(digits, target, j + 1, total + value, expr, found);
            expr.resize(mark);
        }
    }
};
