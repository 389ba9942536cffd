class Solution {
public:
    vector<int> mergeSort(vector<int>& nums) {
        if (nums.size() <= 1) return nums;
        size_t mid = nums.size() / 2;
        vector<int> left(nums.begin(), nums.begin() + mid), right(nums.begin() + mid, nums.end());
        left = mergeSort(left);
        right = mergeSort(right);
        vector<int> out;
        size_t i = 0, j = 0;
        while (i < left.size() || j < right.size()) {
            if (j == right.size() || (i < left.size() && left[i] <= right[j])) out.push_back(left[i++]);
            else out.push_back(right[j++]);
        }
        return out;
    }
};
