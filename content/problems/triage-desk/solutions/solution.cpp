class Solution {
public:
    vector<int> treatmentOrder(vector<vector<int>>& patients) {
        int n = patients.size();
        vector<int> byArrival(n);
        iota(byArrival.begin(), byArrival.end(), 0);
        stable_sort(byArrival.begin(), byArrival.end(),
                    [&](int a, int b) { return patients[a][0] < patients[b][0]; });
        // priority_queue pops the largest: "larger" means treated first
        auto worse = [&](int a, int b) {
            if (patients[a][1] != patients[b][1]) return patients[a][1] < patients[b][1];
            if (patients[a][0] != patients[b][0]) return patients[a][0] > patients[b][0];
            return a > b;
        };
        priority_queue<int, vector<int>, decltype(worse)> waiting(worse);
        vector<int> order;
        order.reserve(n);
        long long clock = 0;
        int next = 0;
        while ((int)order.size() < n) {
            if (waiting.empty() && patients[byArrival[next]][0] > clock) clock = patients[byArrival[next]][0];
            while (next < n && patients[byArrival[next]][0] <= clock) waiting.push(byArrival[next++]);
            int i = waiting.top();
            waiting.pop();
            order.push_back(i);
            clock += patients[i][2];
        }
        return order;
    }
};
