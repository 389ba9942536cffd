class Solution {
public:
    long long minShippingCost(vector<int>& weights, int fee) {
        int n = weights.size();
        vector<long long> prefix(n + 1, 0);
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + weights[i];
        vector<long long> ms(n + 1), bs(n + 1);
        int head = 0, tail = 1;  // lines ms/bs[head .. tail-1]; line 0 is y = 0
        ms[0] = bs[0] = 0;
        long long best = 0;
        for (int i = 1; i <= n; i++) {
            long long x = prefix[i];
            while (tail - head >= 2 && ms[head + 1] * x + bs[head + 1] <= ms[head] * x + bs[head]) head++;
            best = x * x + fee + ms[head] * x + bs[head];
            long long m3 = -2 * x, b3 = best + x * x;
            while (tail - head >= 2) {
                long long m1 = ms[tail - 2], b1 = bs[tail - 2], m2 = ms[tail - 1], b2 = bs[tail - 1];
                // the products can exceed 64 bits
                if ((__int128)(b3 - b1) * (m1 - m2) <= (__int128)(b2 - b1) * (m1 - m3)) tail--;
                else break;
            }
            ms[tail] = m3;
            bs[tail] = b3;
            tail++;
        }
        return best;
    }
};
