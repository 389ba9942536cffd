class Solution {
    public long totalBlockKeys(int[] fragments) {
        long total = 0;
        for (int i = 0; i < fragments.length; i++) {
            int key = 0;
            for (int j = i; j < fragments.length; j++) { // every block
                key ^= fragments[j];
                total += key;
            }
        }
        return total;
    }
}
