class Solution {
public:
    long long countEvenWearPairs(vector<int>& teeth) {
        int n = teeth.size();
        long long total = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (__gcd(teeth[i], teeth[j]) == 1) total++;
        return total;
    }
};
