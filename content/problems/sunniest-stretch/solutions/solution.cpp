class Solution {
public:
    int sunniestStart(vector<int>& sunshine, int k) {
        long long total = 0;
        for (int i = 0; i < k; i++) total += sunshine[i];
        long long best = total;
        int bestStart = 0;
        for (int i = k; i < (int)sunshine.size(); i++) {
            total += sunshine[i] - sunshine[i - k];
            if (total > best) {
                best = total;
                bestStart = i - k + 1;
            }
        }
        return bestStart;
    }
};
