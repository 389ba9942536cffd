class Solution {
public:
    int shortestArc(vector<int>& yields, long long target) {
        int n = yields.size();
        long long whole = 0;
        for (int y : yields) whole += y;
        if (whole < target) return -1;
        int best = n, left = 0;
        long long total = 0;
        for (int right = 0; right < 2 * n; right++) {
            total += yields[right % n];
            while (total >= target) {
                best = min(best, right - left + 1);
                total -= yields[left % n];
                left++;
            }
        }
        return best;
    }
};
