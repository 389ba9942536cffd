class Solution {
public:
    vector<vector<int>> threeSum(vector<int>& nums) {
        vector<int> a = nums;
        sort(a.begin(), a.end());
        int n = a.size();
        set<vector<int>> found;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                for (int k = j + 1; k < n; k++)
                    if (a[i] + a[j] + a[k] == 0) found.insert({a[i], a[j], a[k]});
        return vector<vector<int>>(found.begin(), found.end());
    }
};
