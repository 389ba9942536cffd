class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        vector<vector<string>> groups;
        for (const string& s : strs) {
            bool placed = false;
            for (auto& group : groups) {
                const string& t = group[0];
                if (t.size() != s.size()) continue;
                int counts[26] = {0};
                for (char c : s) counts[c - 'a']++;
                for (char c : t) counts[c - 'a']--;
                bool same = true;
                for (int c : counts) same = same && c == 0;
                if (same) {
                    group.push_back(s);
                    placed = true;
                    break;
                }
            }
            if (!placed) groups.push_back({s});
        }
        return groups;
    }
};
