class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        unordered_map<string, vector<string>> groups;
        for (const string& s : strs) {
            string key = s;
            sort(key.begin(), key.end());
            groups[key].push_back(s);
        }
        vector<vector<string>> answer;
        answer.reserve(groups.size());
        for (auto& [key, group] : groups) answer.push_back(move(group));
        return answer;
    }
};
