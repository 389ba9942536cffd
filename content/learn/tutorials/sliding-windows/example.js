/**
 * @param {number[]} nums
 * @param {number} k 1 <= k <= nums.length
 * @return {number}
 */
var maxWindowSum = function (nums, k) {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += nums[i];
  let best = sum;
  for (let i = k; i < nums.length; i++) {
    sum += nums[i] - nums[i - k]; // one item enters, one leaves
    best = Math.max(best, sum);
  }
  return best;
};
