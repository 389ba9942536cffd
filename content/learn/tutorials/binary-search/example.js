/**
 * @param {number[]} nums sorted ascending
 * @param {number} target
 * @return {number}
 */
var lowerBound = function (nums, target) {
  let lo = 0;
  let hi = nums.length;
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (nums[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
