class Solution {
    public int singleNumber(int[] nums) {
        int[] a = nums.clone();
        Arrays.sort(a);
        for (int i = 0; i + 1 < a.length; i += 2) {
            if (a[i] != a[i + 1]) return a[i];
        }
        return 0; // bug: the single value is the last element here
    }
}
