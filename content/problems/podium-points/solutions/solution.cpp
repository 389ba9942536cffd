class Solution {
public:
    vector<long long> runningTopSums(vector<int>& scores, int k) {
        priority_queue<int, vector<int>, greater<int>> top; // min-heap of the k best
        long long total = 0;
        vector<long long> out;
        out.reserve(scores.size());
        for (int s : scores) {
            top.push(s);
            total += s;
            if ((int)top.size() > k) {
                total -= top.top();
                top.pop();
            }
            out.push_back(total);
        }
        return out;
    }
};
