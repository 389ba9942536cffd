class Solution {
    public long countLeapYears(long fromYear, long toYear) {
        return leaps(toYear) - leaps(fromYear - 1);
    }

    private long leaps(long y) {
        return y / 4 - y / 100 + y / 400;
    }
}
