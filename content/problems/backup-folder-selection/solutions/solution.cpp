class Solution {
public:
    vector<string> topLevelFolders(vector<string>& selected) {
        // Trie of folder names: kids[v] maps a name to a child node; endAt[v] is the index in
        // selected of a ticked path ending at node v, or -1.
        vector<unordered_map<string, int>> kids(1);
        vector<int> endAt(1, -1);
        for (int i = 0; i < (int)selected.size(); i++) {
            const string& p = selected[i];
            int v = 0;
            size_t pos = 1;
            while (pos <= p.size()) {
                size_t slash = p.find('/', pos);
                if (slash == string::npos) slash = p.size();
                string name = p.substr(pos, slash - pos);
                auto it = kids[v].find(name);
                int next;
                if (it == kids[v].end()) {
                    next = kids.size();
                    kids[v].emplace(move(name), next);
                    kids.emplace_back();
                    endAt.push_back(-1);
                } else {
                    next = it->second;
                }
                v = next;
                pos = slash + 1;
            }
            endAt[v] = i;
        }
        vector<string> out;
        vector<int> stack = {0};
        while (!stack.empty()) {
            int v = stack.back();
            stack.pop_back();
            if (endAt[v] >= 0) {
                out.push_back(selected[endAt[v]]);  // everything below is inside this folder
                continue;
            }
            for (auto& kv : kids[v]) stack.push_back(kv.second);
        }
        return out;
    }
};
