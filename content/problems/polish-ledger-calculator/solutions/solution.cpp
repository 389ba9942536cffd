class Solution {
public:
    long long evaluatePrefix(vector<string>& tokens) {
        vector<long long> stack;
        stack.reserve(tokens.size());
        for (int i = (int)tokens.size() - 1; i >= 0; i--) {
            const string& t = tokens[i];
            if (t == "+" || t == "-" || t == "*") {
                long long a = stack.back(); // first operand
                stack.pop_back();
                long long b = stack.back(); // second operand
                stack.pop_back();
                stack.push_back(t == "+" ? a + b : t == "-" ? a - b : a * b);
            } else {
                stack.push_back(stoll(t));
            }
        }
        return stack[0];
    }
};
