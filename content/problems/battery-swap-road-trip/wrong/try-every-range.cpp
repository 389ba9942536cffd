class Solution {
public:
    int minBatteryRange(int roadLength, vector<int>& stations, int maxSwaps) {
        vector<int> points(stations);
        sort(points.begin(), points.end());
        points.push_back(roadLength);
        vector<int> legs;
        int prev = 0, longest = 0;
        for (int p : points) {
            legs.push_back(p - prev);
            longest = max(longest, p - prev);
            prev = p;
        }
        for (int r = longest;; r++) { // one candidate at a time
            int swaps = 0;
            long long used = 0;
            for (int leg : legs) {
                if (used + leg > r) {
                    swaps++;
                    used = 0;
                }
                used += leg;
            }
            if (swaps <= maxSwaps) return r;
        }
    }
};
