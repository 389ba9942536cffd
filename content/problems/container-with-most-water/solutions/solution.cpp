class Solution {
public:
    int maxArea(vector<int>& height) {
        int i = 0, j = (int)height.size() - 1, best = 0;
        while (i < j) {
            if (height[i] <= height[j]) {
                best = max(best, height[i] * (j - i));
                i++;
            } else {
                best = max(best, height[j] * (j - i));
                j--;
            }
        }
        return best;
    }
};
