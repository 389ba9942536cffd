class Solution {
public:
    vector<long long> runningTopSums(vector<int>& scores, int k) {
        vector<int> seen;
        vector<long long> out;
        for (int s : scores) {
            seen.push_back(s);
            vector<int> sorted(seen);
            sort(sorted.rbegin(), sorted.rend()); // everything again, every time
            long long total = 0;
            for (int i = 0; i < k && i < (int)sorted.size(); i++) total += sorted[i];
            out.push_back(total);
        }
        return out;
    }
};
