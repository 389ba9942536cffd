func climbStairs(n int) int {
    // Fibonacci: the ways to reach a step are the ways to the one and the two below it.
    a, b := 1, 1
    for i := 2; i <= n; i++ {
        a, b = b, a+b
    }
    return b
}
