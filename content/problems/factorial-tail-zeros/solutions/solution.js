/**
 * @param {number} n
 * @param {number} base
 * @return {number}
 */
var tailZeros = function (n, base) {
  let best = Infinity;
  let b = base;
  for (let p = 2; b > 1; p++) {
    if (p * p > b) p = b; // what is left is a prime
    if (b % p !== 0) continue;
    let e = 0;
    while (b % p === 0) {
      b /= p;
      e++;
    }
    let count = 0;
    // n < 2^53, so floor(m / p) is exact in double arithmetic
    for (let m = Math.floor(n / p); m > 0; m = Math.floor(m / p)) count += m;
    best = Math.min(best, Math.floor(count / e));
  }
  return best;
};
