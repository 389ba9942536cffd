/**
 * @param {number[]} teeth
 * @return {number}
 */
var countEvenWearPairs = function (teeth) {
  let v = 0;
  for (const t of teeth) v = Math.max(v, t);
  const freq = new Int32Array(v + 1);
  for (const t of teeth) freq[t]++;
  const mu = new Int8Array(v + 1).fill(1);
  const composite = new Uint8Array(v + 1);
  for (let p = 2; p <= v; p++) {
    if (composite[p]) continue;
    for (let m = p; m <= v; m += p) {
      if (m > p) composite[m] = 1;
      mu[m] = -mu[m];
    }
    for (let m = p * p; m <= v; m += p * p) mu[m] = 0;
  }
  let total = 0; // stays below 2^53
  for (let d = 1; d <= v; d++) {
    if (mu[d] === 0) continue;
    let c = 0;
    for (let m = d; m <= v; m += d) c += freq[m];
    total += mu[d] * ((c * (c - 1)) / 2);
  }
  return total;
};
