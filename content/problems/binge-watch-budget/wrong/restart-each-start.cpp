class Solution {
public:
    int longestBinge(vector<int>& durations, long long budget) {
        int n = durations.size(), best = 0;
        for (int i = 0; i < n; i++) { // a fresh run from every episode
            long long total = 0;
            int j = i;
            while (j < n && total + durations[j] <= budget) total += durations[j++];
            best = max(best, j - i);
        }
        return best;
    }
};
