class Solution {
    public long realFloor(long label) {
        long floor = 0;
        for (char ch : Long.toString(label).toCharArray()) {
            int d = ch - '0';
            floor = floor * 9 + (d > 4 ? d - 1 : d);
        }
        return floor;
    }
}
