class Solution {
public:
    long long distinctSnippets(string banner) {
        int n = banner.size();
        int maxStates = 2 * n + 1;
        vector<array<int, 26>> next(maxStates);
        vector<int> link(maxStates, 0), len(maxStates, 0);
        next[0].fill(-1);
        link[0] = -1;
        int size = 1, last = 0;
        for (char ch : banner) {
            int c = ch - 'a';
            int cur = size++;
            next[cur].fill(-1);
            len[cur] = len[last] + 1;
            int p = last;
            while (p != -1 && next[p][c] == -1) {
                next[p][c] = cur;
                p = link[p];
            }
            if (p == -1) link[cur] = 0;
            else {
                int q = next[p][c];
                if (len[p] + 1 == len[q]) link[cur] = q;
                else {
                    int clone = size++;
                    len[clone] = len[p] + 1;
                    link[clone] = link[q];
                    next[clone] = next[q];
                    while (p != -1 && next[p][c] == q) {
                        next[p][c] = clone;
                        p = link[p];
                    }
                    link[q] = link[cur] = clone;
                }
            }
            last = cur;
        }
        long long total = 0;
        for (int v = 1; v < size; v++) total += len[v] - len[link[v]];
        return total;
    }
};
