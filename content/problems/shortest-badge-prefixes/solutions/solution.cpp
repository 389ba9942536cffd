class Solution {
public:
    vector<string> badgePrefixes(vector<string>& handles) {
        vector<array<int, 26>> child(1);
        child[0].fill(0); // the root is never a child, so 0 means "none"
        vector<int> count(1, 0);
        for (auto& h : handles) {
            int node = 0;
            for (char ch : h) {
                int c = ch - 'a';
                if (child[node][c] == 0) {
                    child[node][c] = child.size();
                    child.emplace_back();
                    child.back().fill(0);
                    count.push_back(0);
                }
                node = child[node][c];
                count[node]++;
            }
        }
        vector<string> badges;
        badges.reserve(handles.size());
        for (auto& h : handles) {
            int node = 0;
            size_t length = h.size();
            for (size_t i = 0; i < h.size(); i++) {
                node = child[node][h[i] - 'a'];
                if (count[node] == 1) {
                    length = i + 1;
                    break;
                }
            }
            badges.push_back(h.substr(0, length));
        }
        return badges;
    }
};
