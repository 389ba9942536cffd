class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> counts;
        for (int value : nums) counts[value]++;
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [value, count] : counts) buckets[count].push_back(value);
        vector<int> answer;
        for (int count = nums.size(); count > 0 && (int)answer.size() < k; count--) {
            for (int value : buckets[count]) {
                if ((int)answer.size() < k) answer.push_back(value);
            }
        }
        return answer;
    }
};
