class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        int n = nums.length;
        int[] window = new int[n]; // deque of indices in window[head..tail); values decreasing
        int head = 0, tail = 0;
        int[] answer = new int[n - k + 1];
        for (int i = 0; i < n; i++) {
            while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
            window[tail++] = i;
            if (window[head] <= i - k) head++;
            if (i >= k - 1) answer[i - k + 1] = nums[window[head]];
        }
        return answer;
    }
}
