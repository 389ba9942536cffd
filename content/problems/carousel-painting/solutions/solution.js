/**
 * @param {number} horses
 * @param {number} colours
 * @return {number}
 */
var countPaintings = function (horses, colours) {
  const MOD = 1000000007n;
  const base = BigInt(colours - 1) % MOD;
  let result = 1n;
  let b = base;
  let e = BigInt(horses);
  while (e > 0n) {
    if (e & 1n) result = (result * b) % MOD;
    b = (b * b) % MOD;
    e >>= 1n;
  }
  const term = horses % 2 === 0 ? base : MOD - base;
  return Number((result + term) % MOD);
};
