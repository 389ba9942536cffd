/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var subsets = function (nums) {
  const result = [[]];
  // bug: only contiguous runs nums[i..j] are produced
  for (let i = 0; i < nums.length; i++) {
    for (let j = i; j < nums.length; j++) result.push(nums.slice(i, j + 1));
  }
  return result;
};
