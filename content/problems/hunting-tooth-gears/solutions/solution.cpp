class Solution {
public:
    long long countEvenWearPairs(vector<int>& teeth) {
        int v = *max_element(teeth.begin(), teeth.end());
        vector<int> freq(v + 1, 0);
        for (int t : teeth) freq[t]++;
        vector<int> mu(v + 1, 1);
        vector<bool> composite(v + 1, false);
        for (int p = 2; p <= v; p++) {
            if (composite[p]) continue;
            for (int m = p; m <= v; m += p) {
                if (m > p) composite[m] = true;
                mu[m] = -mu[m];
            }
            long long sq = (long long)p * p;
            for (long long m = sq; m <= v; m += sq) mu[m] = 0;
        }
        long long total = 0;
        for (int d = 1; d <= v; d++) {
            if (mu[d] == 0) continue;
            long long c = 0;
            for (int m = d; m <= v; m += d) c += freq[m];
            total += mu[d] * (c * (c - 1) / 2);
        }
        return total;
    }
};
