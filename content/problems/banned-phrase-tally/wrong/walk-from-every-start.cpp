class Solution {
public:
    int countBannedOccurrences(string log, vector<string>& phrases) {
        vector<array<int, 26>> child(1);
        child[0].fill(0);
        vector<int> ends(1, 0);
        for (auto& p : phrases) {
            int node = 0;
            for (char ch : p) {
                int c = ch - 'a';
                if (child[node][c] == 0) {
                    child[node][c] = child.size();
                    child.emplace_back();
                    child.back().fill(0);
                    ends.push_back(0);
                }
                node = child[node][c];
            }
            ends[node]++;
        }
        int count = 0, n = log.size();
        for (int i = 0; i < n; i++) { // a fresh walk from every start
            int node = 0;
            for (int j = i; j < n; j++) {
                node = child[node][log[j] - 'a'];
                if (node == 0) break;
                count += ends[node];
            }
        }
        return count;
    }
};
