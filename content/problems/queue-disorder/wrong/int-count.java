class Solution {
    public long disorderPairs(int[] heights) {
        int n = heights.length;
        int[] a = heights.clone(), buf = new int[n];
        int count = 0; // bug: overflows
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    if (a[i] <= a[j]) buf[k++] = a[i++];
                    else {
                        count += mid - i;
                        buf[k++] = a[j++];
                    }
                }
                while (i < mid) buf[k++] = a[i++];
                while (j < hi) buf[k++] = a[j++];
            }
            int[] t = a;
            a = buf;
            buf = t;
        }
        return count;
    }
}
