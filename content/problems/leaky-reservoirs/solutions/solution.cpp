class Solution {
public:
    long long firstHourLost(vector<int>& capacity, vector<int>& leakRate, long long target) {
        int n = capacity.size();
        long long hi = 1;
        for (int i = 0; i < n; i++) hi = max(hi, (capacity[i] + (long long)leakRate[i] - 1) / leakRate[i]);
        auto lost = [&](long long t) {
            long long sum = 0;
            for (int i = 0; i < n; i++) sum += min((long long)capacity[i], leakRate[i] * t);
            return sum;
        };
        long long lo = 1;
        while (lo < hi) {
            long long mid = (lo + hi) / 2;
            if (lost(mid) >= target) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
