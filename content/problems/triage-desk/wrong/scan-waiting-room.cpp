class Solution {
public:
    vector<int> treatmentOrder(vector<vector<int>>& patients) {
        int n = patients.size();
        vector<bool> done(n, false);
        vector<int> order;
        long long clock = 0;
        while ((int)order.size() < n) {
            int best = -1;
            long long earliest = LLONG_MAX;
            for (int i = 0; i < n; i++) { // the whole list at every decision
                if (done[i]) continue;
                earliest = min(earliest, (long long)patients[i][0]);
                if (patients[i][0] > clock) continue;
                if (best < 0 || patients[i][1] > patients[best][1] ||
                    (patients[i][1] == patients[best][1] && patients[i][0] < patients[best][0]))
                    best = i;
            }
            if (best < 0) {
                clock = earliest;
                continue;
            }
            done[best] = true;
            order.push_back(best);
            clock += patients[best][2];
        }
        return order;
    }
};
