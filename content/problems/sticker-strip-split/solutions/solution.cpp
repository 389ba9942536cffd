class Solution {
    string s;
    int n = 0, best = 0;
    unordered_set<string> used;

    void go(int pos, int count) {
        if (pos == n) {
            best = max(best, count);
            return;
        }
        if (count + (n - pos) <= best) return;  // even one letter per piece cannot beat best
        for (int end = pos + 1; end <= n; end++) {
            string piece = s.substr(pos, end - pos);
            if (used.insert(piece).second) {
                go(end, count + 1);
                used.erase(piece);
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
