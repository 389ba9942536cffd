class Solution {
    public int balancedCuts(String s) {
        int total = 0;
        for (int i = 0; i < s.length(); i++) if (isVowel(s.charAt(i))) total++;
        int left = 0, count = 0;
        for (int i = 0; i + 1 < s.length(); i++) {
            if (isVowel(s.charAt(i))) left++;
            if (2 * left == total) count++;
        }
        return count;
    }

    private static boolean isVowel(char c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }
}
