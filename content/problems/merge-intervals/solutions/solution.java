class Solution {
    public int[][] merge(int[][] intervals) {
        int[][] sorted = intervals.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> out = new ArrayList<>();
        int start = sorted[0][0], end = sorted[0][1];
        for (int[] iv : sorted) {
            if (iv[0] <= end) {
                end = Math.max(end, iv[1]);
            } else {
                out.add(new int[] {start, end});
                start = iv[0];
                end = iv[1];
            }
        }
        out.add(new int[] {start, end});
        return out.toArray(new int[0][]);
    }
}
