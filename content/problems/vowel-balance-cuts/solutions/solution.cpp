class Solution {
public:
    int balancedCuts(string s) {
        auto isVowel = [](char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; };
        int total = 0;
        for (char c : s) total += isVowel(c);
        int left = 0, count = 0;
        for (size_t i = 0; i + 1 < s.size(); i++) {
            left += isVowel(s[i]);
            if (2 * left == total) count++;
        }
        return count;
    }
};
