class Solution {
public:
    int countBalancePoints(vector<int>& weights) {
        int n = weights.size(), count = 0;
        for (int i = 0; i < n; i++) {
            long long left = 0, right = 0;
            for (int j = 0; j < i; j++) left += weights[j];
            for (int j = i + 1; j < n; j++) right += weights[j];
            if (left == right) count++;
        }
        return count;
    }
};
