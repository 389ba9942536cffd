class Solution {
public:
    int minPieces(string text, string quote) {
        int n = text.size(), m = quote.size();
        const int INF = INT_MAX / 2;
        vector<int> best(n + 1, INF);
        best[n] = 0;
        for (int i = n - 1; i >= 0; i--) {
            for (int len = 1; len <= m && i + len <= n && text[i + len - 1] == quote[len - 1]; len++)
                best[i] = min(best[i], 1 + best[i + len]);
        }
        return best[0] >= INF ? -1 : best[0];
    }
};
