class Solution {
    public long minHeightMismatch(int[] leaders, int[] followers) {
        int[] a = leaders.clone(), b = followers.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        long total = 0;
        for (int i = 0; i < a.length; i++) total += Math.abs((long) a[i] - b[i]);
        return total;
    }
}
