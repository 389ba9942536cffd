class Solution {
public:
    vector<int> standings(vector<int>& times) {
        int n = times.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return times[a] < times[b]; });
        vector<int> places(n);
        for (int p = 0; p < n; p++) {
            int i = order[p];
            places[i] = p > 0 && times[i] == times[order[p - 1]] ? places[order[p - 1]] : p + 1;
        }
        return places;
    }
};
