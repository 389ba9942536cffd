class Solution {
    public String[] shelveTitles(String order, String[] titles) {
        int[] rank = new int[26];
        for (int i = 0; i < 26; i++) rank[order.charAt(i) - 'a'] = i;
        String[] sorted = titles.clone();
        Arrays.sort(sorted, (a, b) -> {
            int n = Math.min(a.length(), b.length());
            for (int i = 0; i < n; i++) {
                int d = rank[a.charAt(i) - 'a'] - rank[b.charAt(i) - 'a'];
                if (d != 0) return d;
            }
            return a.length() - b.length();
        });
        return sorted;
    }
}
