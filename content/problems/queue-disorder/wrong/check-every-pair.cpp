class Solution {
public:
    long long disorderPairs(vector<int>& heights) {
        int n = heights.size();
        long long count = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) count += heights[i] > heights[j];
        return count;
    }
};
