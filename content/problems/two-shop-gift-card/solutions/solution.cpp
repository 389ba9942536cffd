class Solution {
public:
    long long bestPairTotal(vector<int>& shopA, vector<int>& shopB, long long budget) {
        long long best = -1;
        int i = 0, j = (int)shopB.size() - 1;
        while (i < (int)shopA.size() && j >= 0) {
            long long total = (long long)shopA[i] + shopB[j];
            if (total > budget) {
                j--;
            } else {
                best = max(best, total);
                i++;
            }
        }
        return best;
    }
};
