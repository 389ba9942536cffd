class Solution {
    int n, best;
    string s;
    unordered_set<string> used;

    void go(int pos, int count) {
        if (pos == n) {
            best = max(best, count);
            return;
        }
        for (int end = pos + 1; end <= n; end++) {
            string piece = s.substr(pos, end - pos);
            if (!used.count(piece)) {
                used.insert(piece);
                go(end, count + 1);
                // bug: the piece is never removed from used again
            }
        }
    }

public:
    int maxDistinctPieces(string strip) {
        s = strip;
        n = strip.size();
        best = 0;
        used.clear();
        go(0, 0);
        return best;
    }
};
