class Solution {
public:
    long long countLeapYears(long long fromYear, long long toYear) {
        return leaps(toYear) - leaps(fromYear - 1);
    }

private:
    long long leaps(long long y) { return y / 4 - y / 100 + y / 400; }
};
