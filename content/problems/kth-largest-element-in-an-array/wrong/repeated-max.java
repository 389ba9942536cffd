class Solution {
    public int findKthLargest(int[] nums, int k) {
        int[] a = nums.clone();
        int n = a.length;
        int best = 0;
        for (int round = 0; round < k; round++) {
            int at = 0;
            for (int i = 1; i < n; i++) {
                if (a[i] > a[at]) at = i;
            }
            best = a[at];
            a[at] = a[n - 1]; // remove the maximum
            n--;
        }
        return best;
    }
}
