class Solution {
    public int alignSteps(String current, String target) {
        int n = target.length();
        char[] p = target.toCharArray();
        int[] fail = new int[n];
        for (int i = 1, j = 0; i < n; i++) {
            while (j > 0 && p[i] != p[j]) j = fail[j - 1];
            if (p[i] == p[j]) j++;
            fail[i] = j;
        }
        String text = current + current.substring(0, n - 1);
        for (int i = 0, j = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            while (j > 0 && c != p[j]) j = fail[j - 1];
            if (c == p[j]) {
                j++;
                if (j == n) return i - n + 1;
            }
        }
        return -1;
    }
}
