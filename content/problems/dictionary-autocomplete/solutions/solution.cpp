class Solution {
public:
    vector<string> firstSuggestions(vector<string>& words, vector<string>& typed) {
        vector<array<int, 26>> child(1);
        child[0].fill(0); // the root is never a child, so 0 means "none"
        vector<int> best(1, -1);
        for (int idx = 0; idx < (int)words.size(); idx++) {
            const string& w = words[idx];
            int node = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (child[node][c] == 0) {
                    child[node][c] = child.size();
                    child.emplace_back();
                    child.back().fill(0);
                    best.push_back(idx);
                }
                node = child[node][c];
                if (w < words[best[node]]) best[node] = idx;
            }
        }
        vector<string> answer;
        answer.reserve(typed.size());
        for (auto& p : typed) {
            int node = 0;
            for (size_t k = 0; k < p.size() && node >= 0; k++) {
                int next = child[node][p[k] - 'a'];
                node = next == 0 ? -1 : next;
            }
            answer.push_back(node > 0 ? words[best[node]] : "");
        }
        return answer;
    }
};
