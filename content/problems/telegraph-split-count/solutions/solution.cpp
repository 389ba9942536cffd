class Solution {
public:
    int countReadings(string message, vector<string>& words) {
        const int MOD = 1000000007;
        vector<array<int, 26>> child(1);
        child[0].fill(0); // the root is never a child, so 0 means "none"
        vector<char> isWord(1, 0);
        for (auto& w : words) {
            int node = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (child[node][c] == 0) {
                    child[node][c] = child.size();
                    child.emplace_back();
                    child.back().fill(0);
                    isWord.push_back(0);
                }
                node = child[node][c];
            }
            isWord[node] = 1;
        }
        int n = message.size();
        vector<int> ways(n + 1, 0);
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            if (ways[i] == 0) continue;
            int node = 0;
            for (int j = i; j < n && j < i + 20; j++) {
                node = child[node][message[j] - 'a'];
                if (node == 0) break;
                if (isWord[node]) ways[j + 1] = (ways[j + 1] + ways[i]) % MOD;
            }
        }
        return ways[n];
    }
};
