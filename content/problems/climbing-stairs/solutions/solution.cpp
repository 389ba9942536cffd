class Solution {
public:
    int climbStairs(int n) {
        int prev = 1, cur = 1;  // ways(0), ways(1)
        for (int k = 2; k <= n; k++) {
            int next = prev + cur;
            prev = cur;
            cur = next;
        }
        return cur;
    }
};
