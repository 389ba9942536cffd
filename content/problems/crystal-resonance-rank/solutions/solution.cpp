class Solution {
public:
    long long kthResonance(vector<int>& charges, long long k) {
        vector<long long> s(charges.begin(), charges.end());
        sort(s.begin(), s.end());
        long long lo = -1000000000000LL, hi = 1000000000000LL;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            if (count(s, mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

private:
    long long count(const vector<long long>& s, long long x) {
        int n = s.size();
        long long total = 0;
        for (int i = 0; i < n; i++) {
            long long c = s[i];
            if (c > 0) {
                // products increase with j: count the prefix of s[i+1..] with c * s[j] <= x
                auto it = partition_point(s.begin() + i + 1, s.end(), [&](long long d) { return c * d <= x; });
                total += it - (s.begin() + i + 1);
            } else if (c < 0) {
                // products decrease with j: the good partners form a suffix
                auto it = partition_point(s.begin() + i + 1, s.end(), [&](long long d) { return c * d > x; });
                total += s.end() - it;
            } else if (x >= 0) {
                total += n - 1 - i;
            }
        }
        return total;
    }
};
