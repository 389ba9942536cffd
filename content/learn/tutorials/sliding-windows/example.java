class Solution {
    public int maxWindowSum(int[] nums, int k) {
        int sum = 0;
        for (int i = 0; i < k; i++) sum += nums[i];
        int best = sum;
        for (int i = k; i < nums.length; i++) {
            sum += nums[i] - nums[i - k]; // one item enters, one leaves
            best = Math.max(best, sum);
        }
        return best;
    }
}
