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
        long long batteries = maxSwaps + 1LL;
        int lo = (int)max<long long>(longest, (roadLength + batteries - 1) / batteries);
        int hi = roadLength;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (swapsNeeded(legs, mid) <= maxSwaps) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

private:
    int swapsNeeded(const vector<int>& legs, int r) {
        int swaps = 0;
        long long used = 0;
        for (int leg : legs) {
            if (used + leg > r) {
                swaps++;
                used = 0;
            }
            used += leg;
        }
        return swaps;
    }
};
