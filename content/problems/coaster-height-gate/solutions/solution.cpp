class Solution {
public:
    vector<int> countTallEnough(vector<int>& heights, vector<int>& minHeights) {
        int n = heights.size();
        vector<int> answer;
        answer.reserve(minHeights.size());
        for (int setting : minHeights) {
            int first = lower_bound(heights.begin(), heights.end(), setting) - heights.begin();
            answer.push_back(n - first);
        }
        return answer;
    }
};
