/**
 * @param {number} n
 * @return {number}
 */
var countBits = function (n) {
  let count = 0;
  while (n !== 0) {
    n &= n - 1; // clear the lowest set bit
    count++;
  }
  return count;
};
