/**
 * @param {number[]} nums
 * @return {number[]}
 */
var nextGreater = function (nums) {
  const answer = new Array(nums.length).fill(-1);
  const waiting = []; // indices whose next greater value is not known yet, values decreasing
  for (let i = 0; i < nums.length; i++) {
    while (waiting.length > 0 && nums[waiting[waiting.length - 1]] < nums[i]) {
      answer[waiting.pop()] = nums[i];
    }
    waiting.push(i);
  }
  return answer;
};
