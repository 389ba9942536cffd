class Solution {
    public int[] countTallEnough(int[] heights, int[] minHeights) {
        int n = heights.length;
        int[] answer = new int[minHeights.length];
        for (int j = 0; j < minHeights.length; j++) {
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (heights[mid] < minHeights[j]) lo = mid + 1;
                else hi = mid;
            }
            answer[j] = n - lo;
        }
        return answer;
    }
}
