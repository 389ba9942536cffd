class Solution {
    public int countBannedOccurrences(String log, String[] phrases) {
        int total = 1;
        for (String p : phrases) total += p.length();
        int[] go = new int[total * 26]; // trie edges, then the full transition table
        Arrays.fill(go, -1);
        int[] ends = new int[total];
        int nodes = 1;
        for (String p : phrases) {
            int node = 0;
            for (int k = 0; k < p.length(); k++) {
                int slot = node * 26 + (p.charAt(k) - 'a');
                if (go[slot] < 0) go[slot] = nodes++;
                node = go[slot];
            }
            ends[node]++;
        }
        int[] fail = new int[nodes], hits = new int[nodes], queue = new int[nodes];
        int head = 0, tail = 0;
        for (int c = 0; c < 26; c++) {
            if (go[c] < 0) go[c] = 0;
            else queue[tail++] = go[c]; // fail = root
        }
        while (head < tail) {
            int u = queue[head++];
            hits[u] = ends[u] + hits[fail[u]];
            for (int c = 0; c < 26; c++) {
                int v = go[u * 26 + c];
                if (v < 0) {
                    go[u * 26 + c] = go[fail[u] * 26 + c];
                } else {
                    fail[v] = go[fail[u] * 26 + c];
                    queue[tail++] = v;
                }
            }
        }
        int count = 0, node = 0;
        for (int i = 0; i < log.length(); i++) {
            node = go[node * 26 + (log.charAt(i) - 'a')];
            count += hits[node];
        }
        return count;
    }
}
