class Solution {
public:
    long long fewestCoins(vector<int>& coins, long long amount) {
        vector<int> sorted = coins;
        sort(sorted.rbegin(), sorted.rend());
        long long count = 0;
        for (int c : sorted) {
            while (amount >= c) {  // one coin per iteration
                amount -= c;
                count++;
            }
        }
        return count;
    }
};
