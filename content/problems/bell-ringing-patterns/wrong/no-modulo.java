class Solution {
    public int countPeals(int n) {
        int a = 1, b = 1, c = 0; // bug: no modulo, the counts overflow
        for (int i = 1; i < n; i++) {
            int na = a + b + c;
            c = b;
            b = a;
            a = na;
        }
        return a + b + c;
    }
}
