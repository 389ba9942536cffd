class Solution {
public:
    vector<int> countPrefixMatches(vector<string>& titles, vector<string>& prefixes) {
        size_t total = 1;
        for (auto& t : titles) total += t.size();
        vector<array<int, 26>> child(1);
        child[0].fill(-1);
        child.reserve(total);
        vector<int> passing(1, 0);
        passing.reserve(total);
        for (auto& t : titles) {
            int node = 0;
            for (char ch : t) {
                int c = ch - 'a';
                if (child[node][c] < 0) {
                    child[node][c] = child.size();
                    child.emplace_back();
                    child.back().fill(-1);
                    passing.push_back(0);
                }
                node = child[node][c];
                passing[node]++;
            }
        }
        vector<int> answer;
        answer.reserve(prefixes.size());
        for (auto& p : prefixes) {
            int node = 0;
            for (size_t i = 0; i < p.size() && node >= 0; i++) node = child[node][p[i] - 'a'];
            answer.push_back(node >= 0 ? passing[node] : 0);
        }
        return answer;
    }
};
