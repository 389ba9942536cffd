class Solution {
public:
    vector<vector<int>> snowStretches(vector<int>& altitudes, vector<int>& snowLines) {
        int n = altitudes.size();
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (altitudes[mid] < altitudes[mid + 1]) lo = mid + 1;
            else hi = mid;
        }
        int peak = lo;
        vector<vector<int>> answer;
        answer.reserve(snowLines.size());
        for (int v : snowLines) {
            if (altitudes[peak] < v) {
                answer.push_back({-1, -1});
                continue;
            }
            int first = lower_bound(altitudes.begin(), altitudes.begin() + peak + 1, v) - altitudes.begin();
            // the descent is sorted in decreasing order: find the first altitude < v in it
            int pastLast = partition_point(altitudes.begin() + peak, altitudes.end(),
                                           [v](int a) { return a >= v; }) - altitudes.begin();
            answer.push_back({first, pastLast - 1});
        }
        return answer;
    }
};
