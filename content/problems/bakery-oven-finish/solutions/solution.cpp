class Solution {
public:
    long long finishTime(vector<int>& bakeTimes, int ovens) {
        int size = min<long long>(ovens, bakeTimes.size());
        priority_queue<long long, vector<long long>, greater<long long>> free;
        for (int k = 0; k < size; k++) free.push(0);
        long long last = 0;
        for (int t : bakeTimes) {
            long long done = free.top() + t;
            free.pop();
            free.push(done);
            last = max(last, done);
        }
        return last;
    }
};
