class Solution {
public:
    int balancedCuts(string s) {
        auto isVowel = [](char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; };
        int n = s.size(), count = 0;
        for (int cut = 1; cut < n; cut++) {
            int left = 0, right = 0;
            for (int i = 0; i < cut; i++) left += isVowel(s[i]);
            for (int i = cut; i < n; i++) right += isVowel(s[i]);
            if (left == right) count++;
        }
        return count;
    }
};
