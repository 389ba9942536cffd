class Solution {
public:
    long long minTotalRaise(vector<int>& requests) {
        unordered_set<int> taken;
        taken.reserve(requests.size() * 2);
        long long total = 0;
        for (int r : requests) {
            int b = r;
            while (taken.count(b)) b++;  // walk up to the first free number
            taken.insert(b);
            total += b - r;
        }
        return total;
    }
};
