class Solution {
public:
    vector<int> nextGreater(vector<int>& nums) {
        vector<int> answer(nums.size(), -1);
        vector<int> waiting; // indices, values decreasing from bottom to top
        for (int i = 0; i < (int)nums.size(); i++) {
            while (!waiting.empty() && nums[waiting.back()] < nums[i]) {
                answer[waiting.back()] = nums[i];
                waiting.pop_back();
            }
            waiting.push_back(i);
        }
        return answer;
    }
};
