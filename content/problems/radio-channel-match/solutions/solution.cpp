class Solution {
public:
    long long closestChannels(vector<int>& baseChannels, vector<int>& fieldChannels) {
        size_t i = 0, j = 0;
        long long best = LLONG_MAX;
        while (i < baseChannels.size() && j < fieldChannels.size()) {
            long long a = baseChannels[i], b = fieldChannels[j];
            best = min(best, llabs(a - b));
            if (a < b) i++;
            else j++;
        }
        return best;
    }
};
