class Solution {
public:
    vector<string> topLevelFolders(vector<string>& selected) {
        unordered_set<string> seen;
        vector<string> distinct;
        for (auto& p : selected)
            if (seen.insert(p).second) distinct.push_back(p);
        vector<string> out;
        for (auto& p : distinct) {
            bool inside = false;
            for (auto& q : distinct) {  // every other ticked folder
                if (q.size() < p.size() && p[q.size()] == '/' && p.compare(0, q.size(), q) == 0) {
                    inside = true;
                    break;
                }
            }
            if (!inside) out.push_back(p);
        }
        return out;
    }
};
