class Solution {
    struct Node {
        int next[26];
        int children = 0;
        int word = -1; // index of the word ending here, until it is found
        Node() { fill(begin(next), end(next), -1); }
    };
    vector<Node> trie;
    vector<string> found;

    void dfs(vector<vector<char>>& board, int r, int c, int parent, const vector<string>& words) {
        char ch = board[r][c];
        int node = trie[parent].next[ch - 'a'];
        if (trie[node].word >= 0) { // report each word once
            found.push_back(words[trie[node].word]);
            trie[node].word = -1;
        }
        board[r][c] = '#'; // in use on the current path
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= (int)board.size() || nc >= (int)board[0].size()) continue;
            char next = board[nr][nc];
            if (next != '#' && trie[node].next[next - 'a'] >= 0) dfs(board, nr, nc, node, words);
        }
        board[r][c] = ch;
        if (trie[node].children == 0 && trie[node].word < 0) { // prune the exhausted branch
            trie[parent].next[ch - 'a'] = -1;
            trie[parent].children--;
        }
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        trie.assign(1, Node());
        found.clear();
        for (int i = 0; i < (int)words.size(); i++) {
            int node = 0;
            for (char ch : words[i]) {
                int k = ch - 'a';
                if (trie[node].next[k] < 0) {
                    trie[node].next[k] = trie.size();
                    trie[node].children++;
                    trie.emplace_back();
                }
                node = trie[node].next[k];
            }
            trie[node].word = i;
        }
        for (int r = 0; r < (int)board.size(); r++) {
            for (int c = 0; c < (int)board[0].size(); c++) {
                if (trie[0].next[board[r][c] - 'a'] >= 0) dfs(board, r, c, 0, words);
            }
        }
        return found;
    }
};
