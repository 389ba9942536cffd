class Solution {
public:
    long long bestProfit(int capacity, vector<int>& weights, vector<int>& profits, vector<int>& stock) {
        vector<long long> best(capacity + 1, 0), keys(capacity + 1);
        vector<int> pos(capacity + 1);
        for (size_t i = 0; i < weights.size(); i++) {
            int w = weights[i], c = stock[i];
            long long v = profits[i];
            vector<long long> next(best);
            for (int r = 0; r < w && r <= capacity; r++) {
                int head = 0, tail = 0;
                for (int j = r, q = 0; j <= capacity; j += w, q++) {
                    long long key = best[j] - q * v;
                    while (tail > head && keys[tail - 1] <= key) tail--;
                    pos[tail] = q;
                    keys[tail++] = key;
                    if (pos[head] < q - c) head++;
                    next[j] = keys[head] + q * v;
                }
            }
            best = next;
        }
        return best[capacity];
    }
};
