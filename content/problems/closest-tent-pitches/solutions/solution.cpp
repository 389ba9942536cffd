class Solution {
public:
    int closestPitches(vector<int>& pitches) {
        vector<int> a = pitches;
        sort(a.begin(), a.end());
        int best = INT_MAX;
        for (size_t i = 0; i + 1 < a.size(); i++) best = min(best, a[i + 1] - a[i]);  // at most 2 * 10^9
        return best;
    }
};
