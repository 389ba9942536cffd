class Solution {
    public int countPeals(int n) {
        final long MOD = 1_000_000_007L;
        long a = 1, b = 1, c = 0; // ends with a rest / one ring / two rings
        for (int i = 1; i < n; i++) {
            long na = (a + b + c) % MOD;
            c = b;
            b = a;
            a = na;
        }
        return (int) ((a + b + c) % MOD);
    }
}
