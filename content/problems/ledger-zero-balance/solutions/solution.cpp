class Solution {
public:
    int longestZeroStretch(vector<int>& flows) {
        int n = flows.size();
        vector<long long> prefix(n + 1, 0);
        for (int j = 1; j <= n; j++) prefix[j] = prefix[j - 1] + flows[j - 1];
        // Compress the prefix sums to ids with a sorted copy: same answer as a hash map, cache-friendly.
        vector<long long> sorted = prefix;
        sort(sorted.begin(), sorted.end());
        sorted.erase(unique(sorted.begin(), sorted.end()), sorted.end());
        vector<int> first(sorted.size(), -1);
        int best = 0;
        for (int j = 0; j <= n; j++) {
            int id = lower_bound(sorted.begin(), sorted.end(), prefix[j]) - sorted.begin();
            if (first[id] < 0) first[id] = j;
            else best = max(best, j - first[id]);
        }
        return best;
    }
};
