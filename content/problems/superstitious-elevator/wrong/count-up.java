class Solution {
    public long realFloor(long label) {
        long floor = 0;
        for (long x = 1; x <= label; x++) { // visits every number up to the label
            long y = x;
            boolean hasFour = false;
            while (y > 0) {
                if (y % 10 == 4) { hasFour = true; break; }
                y /= 10;
            }
            if (!hasFour) floor++;
        }
        return floor;
    }
}
