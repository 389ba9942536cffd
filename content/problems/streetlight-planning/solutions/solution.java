class Solution {
    public int minLamps(int[] houses, int radius) {
        int[] sorted = houses.clone();
        Arrays.sort(sorted);
        int lamps = 0;
        long reach = -1;
        for (int h : sorted) {
            if (h > reach) {
                lamps++;
                reach = (long) h + 2L * radius;
            }
        }
        return lamps;
    }
}
