class Solution {
public:
    int minRatingSpread(vector<int>& ratings, vector<int>& clubs, int clubCount) {
        int n = ratings.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return ratings[a] < ratings[b]; });
        vector<int> count(clubCount, 0);
        int covered = 0, best = INT_MAX, left = 0;
        for (int idx : order) {
            if (count[clubs[idx]]++ == 0) covered++;
            while (covered == clubCount) {
                int low = order[left++];
                best = min(best, ratings[idx] - ratings[low]);
                if (--count[clubs[low]] == 0) covered--;
            }
        }
        return best;
    }
};
