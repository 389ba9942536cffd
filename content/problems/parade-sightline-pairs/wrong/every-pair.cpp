class Solution {
public:
    long long countSightlines(vector<int>& heights) {
        int n = heights.size();
        long long total = 0;
        for (int i = 0; i < n; i++) {
            int tallest = 0; // of the people strictly between i and j
            for (int j = i + 1; j < n; j++) {
                if (tallest <= min(heights[i], heights[j])) total++;
                tallest = max(tallest, heights[j]);
                if (tallest > heights[i]) break; // nobody further can be seen from i
            }
        }
        return total;
    }
};
