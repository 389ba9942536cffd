class Solution {
public:
    int countSubsets(vector<int>& nums, int target) {
        return explore(nums, target, 0, 0);
    }

private:
    int explore(const vector<int>& nums, int target, size_t i, int sum) {
        if (i == nums.size()) return sum == target ? 1 : 0;
        return explore(nums, target, i + 1, sum + nums[i]) + explore(nums, target, i + 1, sum); // take it, or skip it
    }
};
