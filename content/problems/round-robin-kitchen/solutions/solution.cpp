class Solution {
public:
    vector<int> finishOrder(vector<int>& cookTimes, int slice) {
        int n = cookTimes.size();
        vector<long long> turns(n);
        for (int i = 0; i < n; i++) turns[i] = ((long long)cookTimes[i] + slice - 1) / slice;
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        stable_sort(order.begin(), order.end(), [&](int a, int b) { return turns[a] < turns[b]; });
        return order;
    }
};
