/**
 * @param {number[]} fragments
 * @return {number}
 */
var totalBlockKeys = function (fragments) {
  const ones = new Array(20).fill(0);
  let prefix = 0; // P[0] = 0 has no bit set
  for (const f of fragments) {
    prefix ^= f;
    for (let b = 0; b < 20; b++) ones[b] += (prefix >> b) & 1;
  }
  const m = fragments.length + 1;
  let total = 0; // below 2^53
  for (let b = 0; b < 20; b++) total += 2 ** b * ones[b] * (m - ones[b]);
  return total;
};
