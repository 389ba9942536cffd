/**
 * @param {number[]} heights
 * @return {number}
 */
var countSightlines = function (heights) {
  const n = heights.length;
  const hs = new Float64Array(n); // group heights, strictly decreasing
  const cs = new Float64Array(n); // group sizes
  let top = 0;
  let total = 0; // below 2^53
  for (const h of heights) {
    while (top > 0 && hs[top - 1] < h) total += cs[--top];
    if (top > 0 && hs[top - 1] === h) {
      const count = cs[--top];
      total += count;
      if (top > 0) total += 1;
      hs[top] = h;
      cs[top++] = count + 1;
    } else {
      if (top > 0) total += 1;
      hs[top] = h;
      cs[top++] = 1;
    }
  }
  return total;
};
