class Solution {
    public String[] badgePrefixes(String[] handles) {
        int total = 1;
        for (String h : handles) total += h.length();
        int[][] child = new int[total][];
        int[] count = new int[total];
        child[0] = new int[26];
        int nodes = 1;
        for (String h : handles) {
            int node = 0;
            for (int i = 0; i < h.length(); i++) {
                int c = h.charAt(i) - 'a';
                if (child[node][c] == 0) { // the root is never a child, so 0 means "none"
                    child[nodes] = new int[26];
                    child[node][c] = nodes++;
                }
                node = child[node][c];
                count[node]++;
            }
        }
        String[] badges = new String[handles.length];
        for (int j = 0; j < handles.length; j++) {
            String h = handles[j];
            int node = 0, length = h.length();
            for (int i = 0; i < h.length(); i++) {
                node = child[node][h.charAt(i) - 'a'];
                if (count[node] == 1) {
                    length = i + 1;
                    break;
                }
            }
            badges[j] = h.substring(0, length);
        }
        return badges;
    }
}
