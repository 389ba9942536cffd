class Solution {
    public long distinctSnippets(String banner) {
        int n = banner.length();
        int maxStates = 2 * n + 1;
        int[] next = new int[maxStates * 26];
        Arrays.fill(next, -1);
        int[] link = new int[maxStates], len = new int[maxStates];
        link[0] = -1;
        int size = 1, last = 0;
        for (int i = 0; i < n; i++) {
            int c = banner.charAt(i) - 'a';
            int cur = size++;
            len[cur] = len[last] + 1;
            int p = last;
            while (p != -1 && next[p * 26 + c] == -1) {
                next[p * 26 + c] = cur;
                p = link[p];
            }
            if (p == -1) link[cur] = 0;
            else {
                int q = next[p * 26 + c];
                if (len[p] + 1 == len[q]) link[cur] = q;
                else {
                    int clone = size++;
                    len[clone] = len[p] + 1;
                    link[clone] = link[q];
                    System.arraycopy(next, q * 26, next, clone * 26, 26);
                    while (p != -1 && next[p * 26 + c] == q) {
                        next[p * 26 + c] = clone;
                        p = link[p];
                    }
                    link[q] = clone;
                    link[cur] = clone;
                }
            }
            last = cur;
        }
        long total = 0;
        for (int v = 1; v < size; v++) total += len[v] - len[link[v]];
        return total;
    }
}
