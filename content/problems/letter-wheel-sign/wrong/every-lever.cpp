class Solution {
public:
    string finalSign(string sign, vector<int>& pulls) {
        int n = sign.size();
        for (int i = 0; i < n; i++) {
            int k = pulls[i] % 26;
            for (int j = 0; j <= i; j++) sign[j] = 'a' + (sign[j] - 'a' + k) % 26;  // O(n^2) in total
        }
        return sign;
    }
};
