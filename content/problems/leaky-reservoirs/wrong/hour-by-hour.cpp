class Solution {
public:
    long long firstHourLost(vector<int>& capacity, vector<int>& leakRate, long long target) {
        for (long long t = 1;; t++) { // one hour at a time
            long long sum = 0;
            for (size_t i = 0; i < capacity.size(); i++) sum += min((long long)capacity[i], leakRate[i] * t);
            if (sum >= target) return t;
        }
    }
};
