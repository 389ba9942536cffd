/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function (nums, k) {
  const window = [];
  const answer = [];
  for (let i = 0; i < nums.length; i++) {
    while (window.length > 0 && nums[window[window.length - 1]] <= nums[i]) window.pop();
    window.push(i);
    if (window[0] < i - k) window.shift(); // bug: index i - k has already left the window
    if (i >= k - 1) answer.push(nums[window[0]]);
  }
  return answer;
};
