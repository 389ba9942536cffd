/**
 * @param {number[]} nums
 * @return {number[]}
 */
var sortArray = function (nums) {
  return nums.slice().sort(); // bug: without a comparator, the numbers are compared as strings
};
