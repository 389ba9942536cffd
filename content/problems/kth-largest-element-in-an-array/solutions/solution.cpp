class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        priority_queue<int, vector<int>, greater<int>> heap; // min-heap of the k largest
        for (int value : nums) {
            if ((int)heap.size() < k) {
                heap.push(value);
            } else if (value > heap.top()) {
                heap.pop();
                heap.push(value);
            }
        }
        return heap.top();
    }
};
