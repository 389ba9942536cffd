class Solution {
public:
    long long majorityPanels(vector<int>& votes, int candidate) {
        int n = votes.size();
        vector<int> freq(2 * n + 2, 0);
        int p = n;
        freq[p] = 1;
        long long below = 0, total = 0;
        for (int v : votes) {
            if (v == candidate) {
                below += freq[p];
                p++;
            } else {
                p--;
                below -= freq[p];
            }
            total += below;
            freq[p]++;
        }
        return total;
    }
};
