class Solution {
    public int lengthOfLongestSubstring(String s) {
        Map<Character, Integer> last = new HashMap<>();
        int left = 0, best = 0;
        for (int j = 0; j < s.length(); j++) {
            char c = s.charAt(j);
            if (last.containsKey(c)) left = last.get(c) + 1; // bug: may move left backwards
            last.put(c, j);
            best = Math.max(best, j - left + 1);
        }
        return best;
    }
}
