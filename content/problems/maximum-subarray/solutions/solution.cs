public class Solution {
    public int MaxSubArray(int[] nums) {
        // Kadane: the best sum ending here either extends the best ending before or starts anew.
        int best = nums[0], here = nums[0];
        for (int i = 1; i < nums.Length; i++) {
            here = here > 0 ? here + nums[i] : nums[i];
            best = Math.Max(best, here);
        }
        return best;
    }
}
