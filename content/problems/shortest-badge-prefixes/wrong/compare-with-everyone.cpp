class Solution {
public:
    vector<string> badgePrefixes(vector<string>& handles) {
        int n = handles.size();
        vector<string> badges;
        for (int i = 0; i < n; i++) {
            size_t shared = 0;
            for (int j = 0; j < n; j++) { // every other handle
                if (j == i) continue;
                size_t k = 0;
                while (k < handles[i].size() && k < handles[j].size() && handles[i][k] == handles[j][k]) k++;
                shared = max(shared, k);
            }
            badges.push_back(handles[i].substr(0, min(handles[i].size(), shared + 1)));
        }
        return badges;
    }
};
