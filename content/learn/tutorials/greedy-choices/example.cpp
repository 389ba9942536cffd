class Solution {
public:
    int maxMeetings(vector<vector<int>>& meetings) {
        vector<vector<int>> byEnd = meetings;
        sort(byEnd.begin(), byEnd.end(), [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int count = 0;
        long long freeAt = LLONG_MIN;
        for (auto& m : byEnd) {
            if (m[0] >= freeAt) {
                count++;
                freeAt = m[1];
            }
        }
        return count;
    }
};
