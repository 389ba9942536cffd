class Solution {
public:
    string finalSign(string sign, vector<int>& pulls) {
        int n = sign.size();
        string out(n, 'a');
        int clicks = 0;  // pulls of levers i..n-1, modulo 26 (the raw sum would overflow an int)
        for (int i = n - 1; i >= 0; i--) {
            clicks = (clicks + pulls[i] % 26) % 26;
            out[i] = 'a' + (sign[i] - 'a' + clicks) % 26;
        }
        return out;
    }
};
