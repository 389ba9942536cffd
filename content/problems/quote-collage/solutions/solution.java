class Solution {
    public int minPieces(String text, String quote) {
        int m = quote.length(), n = text.length();
        char[] s = (quote + "#" + text).toCharArray();
        int total = s.length;
        int[] z = new int[total];
        for (int k = 1, l = 0, r = 0; k < total; k++) {
            if (k < r) z[k] = Math.min(r - k, z[k - l]);
            while (k + z[k] < total && s[z[k]] == s[k + z[k]]) z[k]++;
            if (k + z[k] > r) {
                l = k;
                r = k + z[k];
            }
        }
        int pieces = 0, end = 0, far = 0, i = 0;
        while (end < n) {
            for (; i <= end; i++) far = Math.max(far, i + z[m + 1 + i]);
            if (far <= end) return -1;
            pieces++;
            end = far;
        }
        return pieces;
    }
}
