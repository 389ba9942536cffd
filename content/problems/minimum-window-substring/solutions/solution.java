class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128]; // letters still needed; negative means surplus
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length(), bestStart = 0, bestLen = Integer.MAX_VALUE, left = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            if (need[c] > 0) missing--;
            need[c]--;
            while (missing == 0) { // s[left..right] covers t: shrink it from the left
                if (right - left + 1 < bestLen) {
                    bestStart = left;
                    bestLen = right - left + 1;
                }
                char out = s.charAt(left++);
                need[out]++;
                if (need[out] > 0) missing++;
            }
        }
        return bestLen == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLen);
    }
}
