class Solution {
public:
    vector<vector<int>> subsets(vector<int>& nums) {
        vector<vector<int>> result = {{}};
        for (int x : nums) {
            size_t size = result.size();
            for (size_t i = 0; i < size; i++) {
                vector<int> extended = result[i];
                extended.push_back(x);
                result.push_back(move(extended));
            }
        }
        return result;
    }
};
