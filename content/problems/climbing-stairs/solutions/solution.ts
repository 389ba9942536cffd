function climbStairs(n: number): number {
    let prev = 1; // ways(0): the empty sequence
    let cur = 1; // ways(1)
    for (let k = 2; k <= n; k++) [prev, cur] = [cur, prev + cur];
    return cur;
};
