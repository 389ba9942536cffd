class Solution {
public:
    vector<int> countTallEnough(vector<int>& heights, vector<int>& minHeights) {
        int n = heights.size();
        vector<int> answer;
        for (int setting : minHeights) {
            int i = 0;
            while (i < n && heights[i] < setting) i++; // linear walk for every setting
            answer.push_back(n - i);
        }
        return answer;
    }
};
