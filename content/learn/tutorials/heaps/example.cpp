class Solution {
public:
    int sumSmallest(vector<int>& nums, int k) {
        priority_queue<int, vector<int>, greater<int>> heap(nums.begin(), nums.end()); // a min-heap
        int sum = 0;
        for (int i = 0; i < k; i++) {
            sum += heap.top();
            heap.pop();
        }
        return sum;
    }
};
