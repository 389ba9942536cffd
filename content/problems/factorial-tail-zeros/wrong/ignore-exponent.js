/**
 * @param {number} n
 * @param {number} base
 * @return {number}
 */
var tailZeros = function (n, base) {
  let best = Infinity;
  let b = base;
  for (let p = 2; b > 1; p++) {
    if (p * p > b) p = b;
    if (b % p !== 0) continue;
    while (b % p === 0) b /= p; // bug: the exponent of p in the base is forgotten
    let count = 0;
    for (let m = Math.floor(n / p); m > 0; m = Math.floor(m / p)) count += m;
    best = Math.min(best, count);
  }
  return best;
};
