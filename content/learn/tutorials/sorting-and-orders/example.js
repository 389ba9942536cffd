/**
 * @param {number[]} nums
 * @return {number[]}
 */
var mergeSort = function (nums) {
  if (nums.length <= 1) return nums;
  const mid = nums.length >> 1;
  const left = mergeSort(nums.slice(0, mid));
  const right = mergeSort(nums.slice(mid));
  const out = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (j === right.length || (i < left.length && left[i] <= right[j])) out.push(left[i++]);
    else out.push(right[j++]);
  }
  return out;
};
