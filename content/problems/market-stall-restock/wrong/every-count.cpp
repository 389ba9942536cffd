class Solution {
public:
    long long bestProfit(int capacity, vector<int>& weights, vector<int>& profits, vector<int>& stock) {
        vector<long long> best(capacity + 1, 0);
        for (size_t i = 0; i < weights.size(); i++) {
            vector<long long> next(best);
            for (int j = 0; j <= capacity; j++)
                for (int t = 1; t <= stock[i]; t++) { // every count, even those that cannot fit
                    long long weight = (long long)t * weights[i];
                    if (weight <= j) next[j] = max(next[j], best[j - weight] + t * (long long)profits[i]);
                }
            best = next;
        }
        return best[capacity];
    }
};
