/**
 * @param {number[]} height
 * @return {number}
 */
var maxArea = function (height) {
  let i = 0;
  let j = height.length - 1;
  let best = 0;
  while (i < j) {
    if (height[i] <= height[j]) {
      best = Math.max(best, height[i] * (j - i));
      i++;
    } else {
      best = Math.max(best, height[j] * (j - i));
      j--;
    }
  }
  return best;
};
