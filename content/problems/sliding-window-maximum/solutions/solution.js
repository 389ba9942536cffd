/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function (nums, k) {
  const n = nums.length;
  const window = new Int32Array(n); // deque of indices in window[head..tail); values decreasing
  let head = 0;
  let tail = 0;
  const answer = [];
  for (let i = 0; i < n; i++) {
    while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
    window[tail++] = i;
    if (window[head] <= i - k) head++;
    if (i >= k - 1) answer.push(nums[window[head]]);
  }
  return answer;
};
