class Solution {
public:
    long long maxEarnings(vector<vector<int>>& gigs, int rest) {
        int n = gigs.size();
        vector<vector<int>> order = gigs;
        sort(order.begin(), order.end(), [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        vector<long long> best(n, 0);  // best[i]: most money from a schedule ending with gig i
        long long answer = 0;
        for (int i = 0; i < n; i++) {
            long long before = 0;
            for (int j = 0; j < i; j++)  // scan every earlier gig: O(n^2)
                if ((long long)order[j][1] + rest <= order[i][0] && best[j] > before) before = best[j];
            best[i] = before + order[i][2];
            answer = max(answer, best[i]);
        }
        return answer;
    }
};
