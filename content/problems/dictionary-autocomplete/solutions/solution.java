class Solution {
    public String[] firstSuggestions(String[] words, String[] typed) {
        int total = 1;
        for (String w : words) total += w.length();
        int[][] child = new int[total][];
        int[] best = new int[total];
        child[0] = new int[26];
        int nodes = 1;
        for (int idx = 0; idx < words.length; idx++) {
            String w = words[idx];
            int node = 0;
            for (int k = 0; k < w.length(); k++) {
                int c = w.charAt(k) - 'a';
                if (child[node][c] == 0) { // the root is never a child, so 0 means "none"
                    child[nodes] = new int[26];
                    best[nodes] = idx;
                    child[node][c] = nodes++;
                }
                node = child[node][c];
                if (w.compareTo(words[best[node]]) < 0) best[node] = idx;
            }
        }
        String[] answer = new String[typed.length];
        for (int j = 0; j < typed.length; j++) {
            int node = 0;
            for (int k = 0; k < typed[j].length() && node >= 0; k++) {
                int next = child[node][typed[j].charAt(k) - 'a'];
                node = next == 0 ? -1 : next;
            }
            answer[j] = node > 0 ? words[best[node]] : "";
        }
        return answer;
    }
}
