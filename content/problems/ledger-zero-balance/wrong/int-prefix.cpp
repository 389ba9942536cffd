class Solution {
public:
    int longestZeroStretch(vector<int>& flows) {
        unordered_map<int, int> first;
        first[0] = 0;
        int prefix = 0; // bug: 32-bit prefix sums wrap around
        int best = 0;
        for (int j = 1; j <= (int)flows.size(); j++) {
            prefix = (int)((unsigned)prefix + (unsigned)flows[j - 1]);
            auto it = first.find(prefix);
            if (it == first.end()) first.emplace(prefix, j);
            else best = max(best, j - it->second);
        }
        return best;
    }
};
