class Solution {
public:
    long long countDuets(vector<int>& pitches, int maxGap) {
        int n = pitches.size();
        long long count = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (abs(pitches[i] - pitches[j]) <= maxGap) count++;
        return count;
    }
};
