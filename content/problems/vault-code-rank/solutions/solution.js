/**
 * @param {number[]} chips
 * @param {number} k
 * @return {number}
 */
var kthCode = function (chips, k) {
  const basis = new Array(30).fill(0); // basis[b] has leading bit b, or 0
  for (let x of chips) {
    for (let b = 29; b >= 0 && x !== 0; b--) {
      if (((x >> b) & 1) === 0) continue;
      if (basis[b] !== 0) x ^= basis[b];
      else {
        basis[b] = x;
        break;
      }
    }
  }
  for (let b = 0; b < 30; b++) {
    if (basis[b] === 0) continue;
    for (let c = b + 1; c < 30; c++) if ((basis[c] >> b) & 1) basis[c] ^= basis[b];
  }
  const vectors = basis.filter((v) => v !== 0);
  if (k > 2 ** vectors.length) return -1;
  const m = k - 1;
  let code = 0;
  for (let i = 0; i < vectors.length; i++) if ((m >> i) & 1) code ^= vectors[i];
  return code;
};
