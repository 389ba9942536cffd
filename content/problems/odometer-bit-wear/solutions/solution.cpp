class Solution {
public:
    long long totalFlips(long long start, long long end) {
        return flipsFromZero(end) - flipsFromZero(start);
    }

private:
    long long flipsFromZero(long long n) { return 2 * n - __builtin_popcountll((unsigned long long)n); }
};
