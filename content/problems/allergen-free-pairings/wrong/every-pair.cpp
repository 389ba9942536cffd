class Solution {
public:
    long long countSafePairs(vector<int>& dishes) {
        int n = dishes.size();
        long long total = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if ((dishes[i] & dishes[j]) == 0) total++;
        return total;
    }
};
