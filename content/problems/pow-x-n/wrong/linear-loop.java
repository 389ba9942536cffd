class Solution {
    public double myPow(double x, int n) {
        long e = n;
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1;
        for (long i = 0; i < e; i++) result *= x; // |n| dependent multiplications
        return result;
    }
}
