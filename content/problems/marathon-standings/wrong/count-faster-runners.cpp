class Solution {
public:
    vector<int> standings(vector<int>& times) {
        int n = times.size();
        vector<int> places(n);
        for (int i = 0; i < n; i++) {
            int faster = 0;
            for (int j = 0; j < n; j++) faster += times[j] < times[i];
            places[i] = faster + 1;
        }
        return places;
    }
};
