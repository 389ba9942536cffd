class Solution {
public:
    vector<int> runningSum(vector<int>& nums) {
        vector<int> out;
        int total = 0;
        for (int x : nums) {
            total += x;
            out.push_back(total);
        }
        return out;
    }
};
