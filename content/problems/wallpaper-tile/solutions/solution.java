class Solution {
    public int shortestTile(String strip) {
        char[] s = strip.toCharArray();
        int n = s.length;
        int[] pi = new int[n];
        for (int i = 1, j = 0; i < n; i++) {
            while (j > 0 && s[i] != s[j]) j = pi[j - 1];
            if (s[i] == s[j]) j++;
            pi[i] = j;
        }
        return n - pi[n - 1];
    }
}
