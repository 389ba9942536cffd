class Solution {
    public int countReadings(String message, String[] words) {
        final int MOD = 1_000_000_007;
        int total = 1;
        for (String w : words) total += w.length();
        int[][] child = new int[total][];
        boolean[] isWord = new boolean[total];
        child[0] = new int[26];
        int nodes = 1;
        for (String w : words) {
            int node = 0;
            for (int k = 0; k < w.length(); k++) {
                int c = w.charAt(k) - 'a';
                if (child[node][c] == 0) { // the root is never a child, so 0 means "none"
                    child[nodes] = new int[26];
                    child[node][c] = nodes++;
                }
                node = child[node][c];
            }
            isWord[node] = true;
        }
        int n = message.length();
        int[] ways = new int[n + 1];
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            if (ways[i] == 0) continue;
            int node = 0;
            for (int j = i; j < n && j < i + 20; j++) {
                node = child[node][message.charAt(j) - 'a'];
                if (node == 0) break;
                if (isWord[node]) ways[j + 1] = (ways[j + 1] + ways[i]) % MOD;
            }
        }
        return ways[n];
    }
}
