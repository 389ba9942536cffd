class Solution {
    public int[] countPrefixMatches(String[] titles, String[] prefixes) {
        int total = 1;
        for (String t : titles) total += t.length();
        int[][] child = new int[total][];
        int[] passing = new int[total];
        child[0] = new int[26];
        int nodes = 1;
        for (String t : titles) {
            int node = 0;
            for (int i = 0; i < t.length(); i++) {
                int c = t.charAt(i) - 'a';
                if (child[node][c] == 0) { // node 0 is the root, never a child
                    child[nodes] = new int[26];
                    child[node][c] = nodes++;
                }
                node = child[node][c];
                passing[node]++;
            }
        }
        int[] answer = new int[prefixes.length];
        for (int j = 0; j < prefixes.length; j++) {
            int node = 0;
            for (int i = 0; i < prefixes[j].length() && node >= 0; i++) {
                int next = child[node][prefixes[j].charAt(i) - 'a'];
                node = next == 0 ? -1 : next;
            }
            answer[j] = node >= 0 ? passing[node] : 0;
        }
        return answer;
    }
}
