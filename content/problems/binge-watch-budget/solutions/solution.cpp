class Solution {
public:
    int longestBinge(vector<int>& durations, long long budget) {
        int best = 0, left = 0;
        long long total = 0;
        for (int right = 0; right < (int)durations.size(); right++) {
            total += durations[right];
            while (total > budget) total -= durations[left++];
            best = max(best, right - left + 1);
        }
        return best;
    }
};
