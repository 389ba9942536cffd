class Solution {
public:
    int minLamps(vector<int>& houses, int radius) {
        vector<int> sorted = houses;
        sort(sorted.begin(), sorted.end());
        int lamps = 0;
        long long reach = -1;
        for (int h : sorted) {
            if (h > reach) {
                lamps++;
                reach = (long long)h + 2LL * radius;
            }
        }
        return lamps;
    }
};
