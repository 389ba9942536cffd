class Solution {
public:
    int maxProfit(vector<int>& prices) {
        int lowest = INT_MAX, best = 0;
        for (int p : prices) {
            if (p < lowest) lowest = p;
            else best = max(best, p - lowest);
        }
        return best;
    }
};
