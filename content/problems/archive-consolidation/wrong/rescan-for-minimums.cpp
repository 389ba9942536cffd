class Solution {
public:
    long long minMergeCost(vector<int>& sizes, int k) {
        vector<long long> piles(sizes.begin(), sizes.end());
        while ((piles.size() - 1) % (k - 1) != 0) piles.push_back(0);
        long long total = 0;
        while (piles.size() > 1) {
            long long merged = 0;
            for (int t = 0; t < k; t++) {  // find and remove the current minimum by a full scan
                size_t best = 0;
                for (size_t i = 1; i < piles.size(); i++)
                    if (piles[i] < piles[best]) best = i;
                merged += piles[best];
                piles[best] = piles.back();
                piles.pop_back();
            }
            total += merged;
            piles.push_back(merged);
        }
        return total;
    }
};
