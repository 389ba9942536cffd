class Solution {
public:
    int sunniestStart(vector<int>& sunshine, int k) {
        int n = sunshine.size();
        long long best = -1;
        int bestStart = 0;
        for (int i = 0; i + k <= n; i++) {
            long long total = 0;
            for (int j = i; j < i + k; j++) total += sunshine[j]; // the whole window again
            if (total > best) {
                best = total;
                bestStart = i;
            }
        }
        return bestStart;
    }
};
