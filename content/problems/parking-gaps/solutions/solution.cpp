class Solution {
public:
    int longestFreeStretch(int n, vector<int>& occupied) {
        vector<int> cars = occupied;
        sort(cars.begin(), cars.end());
        long long best = 0, prev = 0;
        for (int c : cars) {
            best = max(best, c - prev - 1);
            prev = c;
        }
        best = max(best, (long long)n + 1 - prev - 1);
        return (int)best;
    }
};
