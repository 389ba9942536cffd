class Solution {
public:
    int countReadings(string message, vector<string>& words) {
        const int MOD = 1000000007;
        int n = message.size();
        vector<int> ways(n + 1, 0);
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            if (ways[i] == 0) continue;
            for (auto& w : words) // every word at every position
                if (i + (int)w.size() <= n && message.compare(i, w.size(), w) == 0)
                    ways[i + w.size()] = (ways[i + w.size()] + ways[i]) % MOD;
        }
        return ways[n];
    }
};
