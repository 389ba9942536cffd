class Solution {
public:
    vector<int> towerReach(vector<int>& heights) {
        int n = heights.size();
        vector<int> reach(n, 0), stack;
        stack.reserve(n);
        for (int i = 0; i < n; i++) {
            while (!stack.empty() && heights[stack.back()] <= heights[i]) {
                reach[stack.back()] += i - stack.back();
                stack.pop_back();
            }
            stack.push_back(i);
        }
        for (int j : stack) reach[j] += n - 1 - j;
        stack.clear();
        for (int i = n - 1; i >= 0; i--) {
            while (!stack.empty() && heights[stack.back()] <= heights[i]) {
                reach[stack.back()] += stack.back() - i;
                stack.pop_back();
            }
            stack.push_back(i);
        }
        for (int j : stack) reach[j] += j;
        return reach;
    }
};
