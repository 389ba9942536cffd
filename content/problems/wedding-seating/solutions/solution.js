/**
 * @param {number} n
 * @param {number[][]} feuds
 * @return {number}
 */
var countSeatings = function (n, feuds) {
  const conflict = new Int32Array(n);
  for (const [a, b] of feuds) {
    conflict[a] |= 1 << b;
    conflict[b] |= 1 << a;
  }
  const full = (1 << n) - 1;
  const ways = new Float64Array((1 << n) * n); // counts up to 12!: exact
  for (let last = 0; last < n; last++) ways[full * n + last] = 1;
  for (let mask = full - 1; mask > 0; mask--) {
    for (let last = 0; last < n; last++) {
      if (!((mask >> last) & 1)) continue;
      let free = ~mask & ~conflict[last] & full;
      let total = 0;
      while (free) {
        const low = free & -free;
        const g = 31 - Math.clz32(low);
        total += ways[(mask | low) * n + g];
        free ^= low;
      }
      ways[mask * n + last] = total;
    }
  }
  let answer = 0;
  for (let g = 0; g < n; g++) answer += ways[(1 << g) * n + g];
  return answer;
};
