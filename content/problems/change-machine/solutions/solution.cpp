class Solution {
public:
    long long fewestCoins(vector<int>& coins, long long amount) {
        vector<int> sorted = coins;
        sort(sorted.rbegin(), sorted.rend());
        long long count = 0;
        for (int c : sorted) {
            count += amount / c;
            amount %= c;
        }
        return count;
    }
};
