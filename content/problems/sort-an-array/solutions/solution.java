class Solution {
    public int[] sortArray(int[] nums) {
        // Bottom-up merge sort: merge runs of width 1, 2, 4, ... between two buffers.
        int n = nums.length;
        int[] src = nums.clone();
        int[] dst = new int[n];
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) dst[k++] = src[i] <= src[j] ? src[i++] : src[j++];
                while (i < mid) dst[k++] = src[i++];
                while (j < hi) dst[k++] = src[j++];
            }
            int[] t = src;
            src = dst;
            dst = t;
        }
        return src;
    }
}
