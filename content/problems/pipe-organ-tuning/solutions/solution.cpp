class Solution {
public:
    long long minTuningCost(vector<int>& pitches, int k) {
        int n = pitches.size();
        vector<int> vals(pitches);
        sort(vals.begin(), vals.end());
        vals.erase(unique(vals.begin(), vals.end()), vals.end());
        int size = vals.size();
        vector<long long> cnt(size + 1, 0), sum(size + 1, 0);
        auto update = [&](int pos, long long dc, long long ds) {
            for (; pos <= size; pos += pos & -pos) {
                cnt[pos] += dc;
                sum[pos] += ds;
            }
        };
        auto idx = [&](int v) { return int(lower_bound(vals.begin(), vals.end(), v) - vals.begin()) + 1; };
        int log = 1;
        while ((1 << log) <= size) log++;
        long long total = 0, best = LLONG_MAX;
        int m = (k + 1) / 2;
        for (int i = 0; i < n; i++) {
            update(idx(pitches[i]), 1, pitches[i]);
            total += pitches[i];
            if (i >= k) {
                update(idx(pitches[i - k]), -1, -pitches[i - k]);
                total -= pitches[i - k];
            }
            if (i < k - 1) continue;
            int pos = 0;
            long long c = 0, s = 0;
            for (int step = 1 << log; step > 0; step >>= 1) {
                int next = pos + step;
                if (next <= size && c + cnt[next] < m) {
                    pos = next;
                    c += cnt[next];
                    s += sum[next];
                }
            }
            long long med = vals[pos];
            long long sumBelow = s + (m - c) * med; // the m smallest values
            long long cost = med * m - sumBelow + (total - sumBelow) - med * (k - m);
            best = min(best, cost);
        }
        return best;
    }
};
