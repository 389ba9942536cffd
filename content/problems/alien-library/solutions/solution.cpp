class Solution {
public:
    vector<string> shelveTitles(string order, vector<string>& titles) {
        int rank[26];
        for (int i = 0; i < 26; i++) rank[order[i] - 'a'] = i;
        vector<string> sorted = titles;
        sort(sorted.begin(), sorted.end(), [&](const string& a, const string& b) {
            size_t n = min(a.size(), b.size());
            for (size_t i = 0; i < n; i++)
                if (a[i] != b[i]) return rank[a[i] - 'a'] < rank[b[i] - 'a'];
            return a.size() < b.size();
        });
        return sorted;
    }
};
