/**
 * @param {number[]} nums
 * @return {number[]}
 */
var runningSum = function (nums) {
  const out = [];
  let total = 0;
  for (const x of nums) {
    total += x;
    out.push(total);
  }
  return out;
};
