int climbStairs(int n) {
    // ways(n) = ways(n - 1) + ways(n - 2): the last step is one stair or two.
    int prev = 1, cur = 1;
    for (int i = 2; i <= n; i++) {
        int next = prev + cur;
        prev = cur;
        cur = next;
    }
    return cur;
}
