class Solution {
    public int maxMeetings(int[][] meetings) {
        int[][] byEnd = meetings.clone();
        Arrays.sort(byEnd, (a, b) -> Integer.compare(a[1], b[1]));
        int count = 0;
        long freeAt = Long.MIN_VALUE;
        for (int[] m : byEnd) {
            if (m[0] >= freeAt) {
                count++;
                freeAt = m[1];
            }
        }
        return count;
    }
}
