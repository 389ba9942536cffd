class Solution {
    public int[][] snowStretches(int[] altitudes, int[] snowLines) {
        int n = altitudes.length;
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (altitudes[mid] < altitudes[mid + 1]) lo = mid + 1;
            else hi = mid;
        }
        int peak = lo;
        int[][] answer = new int[snowLines.length][];
        for (int j = 0; j < snowLines.length; j++) {
            int v = snowLines[j];
            if (altitudes[peak] < v) {
                answer[j] = new int[] {-1, -1};
                continue;
            }
            int a = 0, b = peak;
            while (a < b) {
                int mid = a + (b - a) / 2;
                if (altitudes[mid] >= v) b = mid;
                else a = mid + 1;
            }
            int first = a;
            a = peak;
            b = n - 1;
            while (a < b) {
                int mid = a + (b - a + 1) / 2;
                if (altitudes[mid] >= v) a = mid;
                else b = mid - 1;
            }
            answer[j] = new int[] {first, a};
        }
        return answer;
    }
}
