class Solution {
public:
    vector<long long> peakCrowd(vector<vector<int>>& groups) {
        vector<pair<long long, long long>> events;
        events.reserve(2 * groups.size());
        for (auto& g : groups) {
            events.push_back({g[0], g[2]});
            events.push_back({(long long)g[1] + 1, -(long long)g[2]});
        }
        sort(events.begin(), events.end());
        long long crowd = 0, best = 0, when = 0;
        for (size_t k = 0; k < events.size();) {
            long long t = events[k].first;
            while (k < events.size() && events[k].first == t) crowd += events[k++].second;
            if (crowd > best) {
                best = crowd;
                when = t;
            }
        }
        return {best, when};
    }
};
