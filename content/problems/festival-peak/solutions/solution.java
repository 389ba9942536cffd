class Solution {
    public long[] peakCrowd(int[][] groups) {
        int n = groups.length;
        long[][] events = new long[2 * n][];
        for (int i = 0; i < n; i++) {
            events[2 * i] = new long[] {groups[i][0], groups[i][2]};
            events[2 * i + 1] = new long[] {(long) groups[i][1] + 1, -groups[i][2]};
        }
        Arrays.sort(events, (a, b) -> Long.compare(a[0], b[0]));
        long crowd = 0, best = 0, when = 0;
        for (int k = 0; k < events.length; ) {
            long t = events[k][0];
            while (k < events.length && events[k][0] == t) crowd += events[k++][1];
            if (crowd > best) {
                best = crowd;
                when = t;
            }
        }
        return new long[] {best, when};
    }
}
