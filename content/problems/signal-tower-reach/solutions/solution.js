/**
 * @param {number[]} heights
 * @return {number[]}
 */
var towerReach = function (heights) {
  const n = heights.length;
  const reach = new Array(n).fill(0);
  const stack = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    while (top > 0 && heights[stack[top - 1]] <= heights[i]) {
      const j = stack[--top];
      reach[j] += i - j;
    }
    stack[top++] = i;
  }
  while (top > 0) {
    const j = stack[--top];
    reach[j] += n - 1 - j;
  }
  for (let i = n - 1; i >= 0; i--) {
    while (top > 0 && heights[stack[top - 1]] <= heights[i]) {
      const j = stack[--top];
      reach[j] += j - i;
    }
    stack[top++] = i;
  }
  while (top > 0) {
    const j = stack[--top];
    reach[j] += j;
  }
  return reach;
};
