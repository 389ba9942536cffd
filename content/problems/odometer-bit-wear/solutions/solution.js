/**
 * @param {number} start
 * @param {number} end
 * @return {number}
 */
var totalFlips = function (start, end) {
  // popcount without 32-bit operators: the numbers go up to 10^15
  const popcount = (n) => {
    let bits = 0;
    while (n > 0) {
      bits += n % 2;
      n = Math.floor(n / 2);
    }
    return bits;
  };
  const flipsFromZero = (n) => 2 * n - popcount(n);
  return flipsFromZero(end) - flipsFromZero(start);
};
