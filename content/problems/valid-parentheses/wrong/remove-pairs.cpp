class Solution {
public:
    bool isValid(string s) {
        while (true) {
            size_t p = s.find("()");
            if (p == string::npos) p = s.find("[]");
            if (p == string::npos) p = s.find("{}");
            if (p == string::npos) break;
            s.erase(p, 2);
        }
        return s.empty();
    }
};
