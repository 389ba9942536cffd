class Solution {
public:
    int closestPitches(vector<int>& pitches) {
        int n = pitches.size();
        long long best = LLONG_MAX;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                long long d = (long long)pitches[i] - pitches[j];
                if (d < 0) d = -d;
                if (d < best) best = d;
            }
        return (int)best;
    }
};
