class Solution {
public:
    long long minRaggedness(vector<int>& words, int width) {
        int n = words.size();
        vector<long long> best(n + 1, 0);
        for (int i = n - 1; i >= 0; i--) {
            long long length = -1, result = LLONG_MAX;
            for (int j = i; j < n; j++) {
                length += words[j] + 1;
                if (length > width) break;
                long long cost = j == n - 1 ? 0 : (width - length) * (width - length);
                result = min(result, cost + best[j + 1]);
            }
            best[i] = result;
        }
        return best[0];
    }
};
