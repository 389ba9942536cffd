class Solution {
public:
    int minRatingSpread(vector<int>& ratings, vector<int>& clubs, int clubCount) {
        int n = ratings.size();
        int best = INT_MAX;
        vector<int> pick(clubCount);
        for (int i = 0; i < n; i++) { // every athlete as the lowest rating
            fill(pick.begin(), pick.end(), INT_MAX);
            for (int j = 0; j < n; j++)
                if (ratings[j] >= ratings[i]) pick[clubs[j]] = min(pick[clubs[j]], ratings[j]);
            int top = *max_element(pick.begin(), pick.end());
            if (top != INT_MAX) best = min(best, top - ratings[i]);
        }
        return best;
    }
};
