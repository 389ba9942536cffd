class Solution {
    public int lengthOfLongestSubstring(String s) {
        int[] last = new int[128];
        Arrays.fill(last, -1);
        int left = 0, best = 0;
        for (int j = 0; j < s.length(); j++) {
            char c = s.charAt(j);
            left = Math.max(left, last[c] + 1);
            last[c] = j;
            best = Math.max(best, j - left + 1);
        }
        return best;
    }
}
