/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
var twoSum = function (nums, target) {
  const index = new Map();
  nums.forEach((v, i) => index.set(v, i)); // bug: every value is stored before any lookup
  for (let i = 0; i < nums.length; i++) {
    const j = index.get(target - nums[i]);
    if (j !== undefined) return [i, j]; // may be i itself
  }
  return [];
};
