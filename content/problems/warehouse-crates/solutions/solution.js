/**
 * @param {number[]} weights
 * @return {number}
 */
var minSortCost = function (weights) {
  const n = weights.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => weights[a] - weights[b]);
  const target = new Int32Array(n); // target[i]: where the crate now at position i belongs
  for (let p = 0; p < n; p++) target[order[p]] = p;
  const g = weights[order[0]];
  const seen = new Uint8Array(n);
  let total = 0; // stays below 2^53
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    let length = 0;
    let s = 0;
    let m = Infinity;
    for (let i = start; !seen[i]; i = target[i]) {
      seen[i] = 1;
      length++;
      s += weights[i];
      m = Math.min(m, weights[i]);
    }
    if (length >= 2) total += Math.min(s + (length - 2) * m, s + m + (length + 1) * g);
  }
  return total;
};
