class Solution {
public:
    vector<int> towerReach(vector<int>& heights) {
        int n = heights.size();
        vector<int> reach(n, 0);
        for (int i = 0; i < n; i++) {
            int j = i + 1;
            while (j < n && heights[j] < heights[i]) j++; // walk right
            reach[i] += (j < n ? j : n - 1) - i;
            j = i - 1;
            while (j >= 0 && heights[j] < heights[i]) j--; // walk left
            reach[i] += i - (j >= 0 ? j : 0);
        }
        return reach;
    }
};
