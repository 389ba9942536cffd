class Solution {
    public int countSubsets(int[] nums, int target) {
        return explore(nums, target, 0, 0);
    }

    private int explore(int[] nums, int target, int i, int sum) {
        if (i == nums.length) return sum == target ? 1 : 0;
        return explore(nums, target, i + 1, sum + nums[i]) + explore(nums, target, i + 1, sum); // take it, or skip it
    }
}
