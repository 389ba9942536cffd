/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number}
 */
var countSubsets = function (nums, target) {
  const explore = (i, sum) => {
    if (i === nums.length) return sum === target ? 1 : 0;
    return explore(i + 1, sum + nums[i]) + explore(i + 1, sum); // take it, or skip it
  };
  return explore(0, 0);
};
