class Solution {
    public long maxEarnings(int[][] gigs, int rest) {
        int n = gigs.length;
        int[][] order = gigs.clone();
        Arrays.sort(order, (a, b) -> Integer.compare(a[1], b[1]));
        long[] best = new long[n]; // best[i]: most money from a schedule ending with gig i
        long answer = 0;
        for (int i = 0; i < n; i++) {
            long before = 0;
            for (int j = 0; j < i; j++) // scan every earlier gig: O(n^2)
                if ((long) order[j][1] + rest <= order[i][0] && best[j] > before) before = best[j];
            best[i] = before + order[i][2];
            answer = Math.max(answer, best[i]);
        }
        return answer;
    }
}
