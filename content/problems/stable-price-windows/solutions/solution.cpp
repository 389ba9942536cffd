class Solution {
public:
    int countStableWindows(vector<int>& prices, int k) {
        deque<int> highs, lows; // indices: prices decreasing / increasing
        int stable = 0;
        for (int i = 0; i < (int)prices.size(); i++) {
            int p = prices[i];
            while (!highs.empty() && prices[highs.back()] <= p) highs.pop_back();
            highs.push_back(i);
            while (!lows.empty() && prices[lows.back()] >= p) lows.pop_back();
            lows.push_back(i);
            if (highs.front() <= i - k) highs.pop_front();
            if (lows.front() <= i - k) lows.pop_front();
            if (i >= k - 1 && prices[highs.front()] <= 2LL * prices[lows.front()]) stable++;
        }
        return stable;
    }
};
