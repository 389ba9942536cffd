class Solution {
    public long countLeapYears(long fromYear, long toYear) {
        long count = 0;
        for (long y = fromYear; y <= toYear; y++) // every single year
            if ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) count++;
        return count;
    }
}
