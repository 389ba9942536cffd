/**
 * @param {number} x
 * @return {number}
 */
var mySqrt = function (x) {
  // bug: rounds to the nearest integer instead of down
  let r = 0;
  while ((r + 1) * (r + 1) <= x) r++;
  return x - r * r > r ? r + 1 : r;
};
