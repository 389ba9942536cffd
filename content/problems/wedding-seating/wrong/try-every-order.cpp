class Solution {
public:
    int countSeatings(int n, vector<vector<int>>& feuds) {
        this->n = n;
        conflict.assign(n, 0);
        for (auto& f : feuds) {
            conflict[f[0]] |= 1 << f[1];
            conflict[f[1]] |= 1 << f[0];
        }
        count = 0;
        for (int g = 0; g < n; g++) seat(1 << g, g);
        return (int)count;
    }

private:
    int n = 0;
    vector<int> conflict;
    long long count = 0;

    void seat(int mask, int last) {  // visits every valid seating, one by one
        if (mask == (1 << n) - 1) {
            count++;
            return;
        }
        for (int g = 0; g < n; g++)
            if (!(mask >> g & 1) && !(conflict[last] >> g & 1)) seat(mask | 1 << g, g);
    }
};
