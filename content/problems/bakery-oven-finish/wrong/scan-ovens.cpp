class Solution {
public:
    long long finishTime(vector<int>& bakeTimes, int ovens) {
        vector<long long> free(ovens, 0);
        for (int t : bakeTimes) {
            int best = 0;
            for (int k = 1; k < ovens; k++) // every oven, for every loaf
                if (free[k] < free[best]) best = k;
            free[best] += t;
        }
        return *max_element(free.begin(), free.end());
    }
};
