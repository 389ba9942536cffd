class Solution {
    public int lengthOfLIS(int[] nums) {
        int[] tails = new int[nums.length]; // tails[k]: smallest tail of a subsequence of length k + 1
        int size = 0;
        for (int x : nums) {
            int lo = 0, hi = size;
            while (lo < hi) { // first position with tails[pos] >= x
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == size) size++;
        }
        return size;
    }
}
