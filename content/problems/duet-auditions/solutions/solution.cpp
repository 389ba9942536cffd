class Solution {
public:
    long long countDuets(vector<int>& pitches, int maxGap) {
        vector<int> s(pitches);
        sort(s.begin(), s.end());
        long long count = 0;
        int left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            while (s[right] - s[left] > maxGap) left++;
            count += right - left;
        }
        return count;
    }
};
