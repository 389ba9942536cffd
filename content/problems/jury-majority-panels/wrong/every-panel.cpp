class Solution {
public:
    long long majorityPanels(vector<int>& votes, int candidate) {
        int n = votes.size();
        long long total = 0;
        for (int i = 0; i < n; i++) {
            int balance = 0;
            for (int j = i; j < n; j++) {
                balance += votes[j] == candidate ? 1 : -1;
                if (balance > 0) total++;
            }
        }
        return total;
    }
};
