/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var subsets = function (nums) {
  const result = [];
  const current = [];
  const backtrack = (i) => {
    if (i === nums.length) {
      result.push([...current]);
      return;
    }
    backtrack(i + 1); // without nums[i]
    current.push(nums[i]);
    backtrack(i + 1); // with nums[i]
    current.pop();
  };
  backtrack(0);
  return result;
};
