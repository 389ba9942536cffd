/**
 * @param {number} a
 * @param {number} b
 * @return {number}
 */
var gcd = function (a, b) {
  while (b !== 0) {
    [a, b] = [b, a % b];
  }
  return a;
};
