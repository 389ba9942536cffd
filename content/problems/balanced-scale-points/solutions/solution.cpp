class Solution {
public:
    int countBalancePoints(vector<int>& weights) {
        long long total = 0;
        for (int w : weights) total += w;
        long long left = 0;
        int count = 0;
        for (int w : weights) {
            if (left == total - left - w) count++;
            left += w;
        }
        return count;
    }
};
