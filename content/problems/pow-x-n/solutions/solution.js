/**
 * @param {number} x
 * @param {number} n
 * @return {number}
 */
var myPow = function (x, n) {
  let e = n;
  if (e < 0) {
    x = 1 / x;
    e = -e; // exact: numbers are doubles, 2^31 is representable
  }
  let result = 1;
  while (e > 0) {
    if (e % 2 === 1) result *= x;
    x *= x;
    e = Math.floor(e / 2); // not >> 1: bit operators truncate to 32 bits
  }
  return result;
};
