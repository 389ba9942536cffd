class Solution {
public:
    vector<int> finishOrder(vector<int>& cookTimes, int slice) {
        queue<pair<int, long long>> q;
        for (int i = 0; i < (int)cookTimes.size(); i++) q.push({i, cookTimes[i]});
        vector<int> served;
        while (!q.empty()) { // one turn at a time
            auto [i, left] = q.front();
            q.pop();
            if (left <= slice) served.push_back(i);
            else q.push({i, left - slice});
        }
        return served;
    }
};
