class Solution {
public:
    long long minMergeCost(vector<int>& sizes, int k) {
        priority_queue<long long, vector<long long>, greater<long long>> heap(sizes.begin(), sizes.end());
        while ((heap.size() - 1) % (k - 1) != 0) heap.push(0); // dummy archives
        long long total = 0;
        while (heap.size() > 1) {
            long long merged = 0;
            for (int i = 0; i < k; i++) {
                merged += heap.top();
                heap.pop();
            }
            total += merged;
            heap.push(merged);
        }
        return total;
    }
};
