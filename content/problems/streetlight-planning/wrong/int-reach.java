class Solution {
    public int minLamps(int[] houses, int radius) {
        int[] sorted = houses.clone();
        Arrays.sort(sorted);
        int lamps = 0;
        int reach = -1;
        for (int h : sorted) {
            if (h > reach) {
                lamps++;
                reach = h + 2 * radius; // bug: overflows past 2^31 - 1
            }
        }
        return lamps;
    }
}
