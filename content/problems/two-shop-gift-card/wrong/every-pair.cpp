class Solution {
public:
    long long bestPairTotal(vector<int>& shopA, vector<int>& shopB, long long budget) {
        long long best = -1;
        for (int a : shopA)
            for (int b : shopB) { // all n * m pairs
                long long total = (long long)a + b;
                if (total <= budget && total > best) best = total;
            }
        return best;
    }
};
