class Solution {
    public String finalSign(String sign, int[] pulls) {
        int n = sign.length();
        char[] s = sign.toCharArray();
        for (int i = 0; i < n; i++) {
            int k = pulls[i] % 26;
            for (int j = 0; j <= i; j++) s[j] = (char) ('a' + (s[j] - 'a' + k) % 26); // O(n^2) in total
        }
        return new String(s);
    }
}
