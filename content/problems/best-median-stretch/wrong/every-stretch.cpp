class Solution {
public:
    int bestMedian(vector<int>& scores, int minDays) {
        int n = scores.size(), best = 0;
        for (int i = 0; i < n; i++) {
            priority_queue<int> low;                            // the smaller half, max on top
            priority_queue<int, vector<int>, greater<int>> high; // the larger half
            for (int j = i; j < n; j++) { // every stretch starting at i
                if (low.empty() || scores[j] <= low.top()) low.push(scores[j]);
                else high.push(scores[j]);
                if (low.size() > high.size() + 1) { high.push(low.top()); low.pop(); }
                if (high.size() > low.size()) { low.push(high.top()); high.pop(); }
                if (j - i + 1 >= minDays) best = max(best, low.top());
            }
        }
        return best;
    }
};
