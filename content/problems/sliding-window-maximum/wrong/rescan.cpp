class Solution {
public:
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        int n = nums.size();
        vector<int> answer;
        for (int start = 0; start + k <= n; start++) {
            int best = nums[start];
            for (int j = start + 1; j < start + k; j++) {
                if (nums[j] > best) best = nums[j];
            }
            answer.push_back(best);
        }
        return answer;
    }
};
