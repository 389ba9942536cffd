class Solution {
    private String s;
    private int n, best;
    private final Set<String> used = new HashSet<>();

    private void go(int pos, int count) {
        if (pos == n) {
            best = Math.max(best, count);
            return;
        }
        if (count + (n - pos) <= best) return; // even one letter per piece cannot beat best
        for (int end = pos + 1; end <= n; end++) {
            String piece = s.substring(pos, end);
            if (used.add(piece)) {
                go(end, count + 1);
                used.remove(piece);
            }
        }
    }

    public int maxDistinctPieces(String strip) {
        s = strip;
        n = strip.length();
        best = 0;
        used.clear();
        go(0, 0);
        return best;
    }
}
