class Solution {
    public int[] mergeSort(int[] nums) {
        if (nums.length <= 1) return nums;
        int mid = nums.length / 2;
        int[] left = mergeSort(Arrays.copyOfRange(nums, 0, mid));
        int[] right = mergeSort(Arrays.copyOfRange(nums, mid, nums.length));
        int[] out = new int[nums.length];
        int i = 0, j = 0, k = 0;
        while (i < left.length || j < right.length) {
            if (j == right.length || (i < left.length && left[i] <= right[j])) out[k++] = left[i++];
            else out[k++] = right[j++];
        }
        return out;
    }
}
