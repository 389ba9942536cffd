class Solution {
    bool spells(vector<vector<char>>& board, const string& word, int i, int r, int c) {
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size()) return false;
        if (board[r][c] != word[i]) return false;
        if (i + 1 == (int)word.size()) return true;
        char ch = board[r][c];
        board[r][c] = '#';
        bool ok = spells(board, word, i + 1, r + 1, c) || spells(board, word, i + 1, r - 1, c) ||
                  spells(board, word, i + 1, r, c + 1) || spells(board, word, i + 1, r, c - 1);
        board[r][c] = ch;
        return ok;
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        vector<string> found;
        for (const string& word : words) { // a separate search for every word
            bool ok = false;
            for (int r = 0; r < (int)board.size() && !ok; r++)
                for (int c = 0; c < (int)board[0].size() && !ok; c++)
                    ok = spells(board, word, 0, r, c);
            if (ok) found.push_back(word);
        }
        return found;
    }
};
