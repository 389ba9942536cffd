class Solution {
public:
    int shortestSampleStrip(vector<int>& colors, int k) {
        unordered_map<int, int> count;
        count.reserve(colors.size() * 2);
        int distinct = 0, best = -1, left = 0;
        for (int right = 0; right < (int)colors.size(); right++) {
            if (count[colors[right]]++ == 0) distinct++;
            while (distinct >= k) {
                int length = right - left + 1;
                if (best == -1 || length < best) best = length;
                if (--count[colors[left++]] == 0) distinct--;
            }
        }
        return best;
    }
};
