public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        var seen = new Dictionary<int, int>(nums.Length * 2);  // value -> index of an earlier occurrence
        for (int i = 0; i < nums.Length; i++) {
            if (seen.TryGetValue(target - nums[i], out int j)) return new int[] { j, i };
            seen[nums[i]] = i;
        }
        return new int[0];
    }
}
