class Solution {
public:
    long long countLucky(long long lo, long long hi, int k) {
        long long lucky = 0;
        for (long long x = lo; x <= hi; x++) {  // every reading
            int s = 0;
            for (long long y = x; y > 0; y /= 10) s += y % 10;
            if (s % k == 0) lucky++;
        }
        return lucky;
    }
};
