/**
 * @param {number[]} dishes
 * @return {number}
 */
var countSafePairs = function (dishes) {
  const BITS = 17;
  const SIZE = 1 << BITS;
  const FULL = SIZE - 1;
  const sub = new Float64Array(SIZE);
  let zeros = 0;
  for (const d of dishes) {
    sub[d]++;
    if (d === 0) zeros++;
  }
  for (let b = 0; b < BITS; b++) {
    const bit = 1 << b;
    for (let m = 0; m < SIZE; m++) if (m & bit) sub[m] += sub[m ^ bit];
  }
  let total = 0;
  for (const d of dishes) total += sub[~d & FULL];
  return (total - zeros) / 2;
};
