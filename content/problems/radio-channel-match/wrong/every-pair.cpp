class Solution {
public:
    long long closestChannels(vector<int>& baseChannels, vector<int>& fieldChannels) {
        long long best = LLONG_MAX;
        for (int a : baseChannels)
            for (int b : fieldChannels) best = min(best, llabs((long long)a - b)); // all n * m pairs
        return best;
    }
};
