class Solution {
    public long countDuets(int[] pitches, int maxGap) {
        int[] s = pitches.clone();
        Arrays.sort(s);
        long count = 0;
        int left = 0;
        for (int right = 0; right < s.length; right++) {
            while (s[right] - s[left] > maxGap) left++;
            count += right - left;
        }
        return count;
    }
}
