class Solution {
    public int minTrim(String ribbon) {
        int n = ribbon.length(), k = 0;
        while (2 * k + 1 < n && ribbon.charAt(k) == ribbon.charAt(n - 1 - k)) k++;
        String middle = ribbon.substring(k, n - k);
        if (middle.isEmpty()) return 0;
        String reversed = new StringBuilder(middle).reverse().toString();
        int keep = Math.max(longestPalindromicPrefix(middle, reversed), longestPalindromicPrefix(reversed, middle));
        return middle.length() - keep;
    }

    // last value of the KMP failure function of m + '#' + reverse(m)
    private int longestPalindromicPrefix(String m, String reversed) {
        char[] t = (m + "#" + reversed).toCharArray();
        int[] fail = new int[t.length];
        int j = 0;
        for (int i = 1; i < t.length; i++) {
            while (j > 0 && t[j] != t[i]) j = fail[j - 1];
            if (t[j] == t[i]) j++;
            fail[i] = j;
        }
        return fail[t.length - 1];
    }
}
