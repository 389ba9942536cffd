class Solution {
public:
    long long kthResonance(vector<int>& charges, long long k) {
        int n = charges.size();
        long long lo = -1000000000000LL, hi = 1000000000000LL;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            long long cnt = 0;
            for (int i = 0; i < n; i++)          // every pair, every round
                for (int j = i + 1; j < n; j++)
                    if ((long long)charges[i] * charges[j] <= mid) cnt++;
            if (cnt >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
