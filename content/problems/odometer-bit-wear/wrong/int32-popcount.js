/**
 * @param {number} start
 * @param {number} end
 * @return {number}
 */
var totalFlips = function (start, end) {
  const popcount = (n) => {
    let bits = 0;
    for (let x = n | 0; x !== 0; x &= x - 1) bits++; // bug: n | 0 keeps only the low 32 bits
    return bits;
  };
  const flipsFromZero = (n) => 2 * n - popcount(n);
  return flipsFromZero(end) - flipsFromZero(start);
};
