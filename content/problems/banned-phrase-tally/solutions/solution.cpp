class Solution {
public:
    int countBannedOccurrences(string log, vector<string>& phrases) {
        size_t total = 1;
        for (auto& p : phrases) total += p.size();
        vector<int> go(total * 26, -1); // trie edges, then the full transition table
        vector<int> ends(total, 0);
        int nodes = 1;
        for (auto& p : phrases) {
            int node = 0;
            for (char ch : p) {
                int slot = node * 26 + (ch - 'a');
                if (go[slot] < 0) go[slot] = nodes++;
                node = go[slot];
            }
            ends[node]++;
        }
        vector<int> fail(nodes, 0), hits(nodes, 0), queue;
        queue.reserve(nodes);
        for (int c = 0; c < 26; c++) {
            if (go[c] < 0) go[c] = 0;
            else queue.push_back(go[c]); // fail = root
        }
        for (size_t head = 0; head < queue.size(); head++) {
            int u = queue[head];
            hits[u] = ends[u] + hits[fail[u]];
            for (int c = 0; c < 26; c++) {
                int v = go[u * 26 + c];
                if (v < 0) {
                    go[u * 26 + c] = go[fail[u] * 26 + c];
                } else {
                    fail[v] = go[fail[u] * 26 + c];
                    queue.push_back(v);
                }
            }
        }
        int count = 0, node = 0;
        for (char ch : log) {
            node = go[node * 26 + (ch - 'a')];
            count += hits[node];
        }
        return count;
    }
};
