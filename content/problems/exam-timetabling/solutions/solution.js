/**
 * @param {number} n
 * @param {number[][]} conflicts
 * @return {number}
 */
var minSlots = function (n, conflicts) {
  const adj = new Int32Array(n);
  for (const [a, b] of conflicts) {
    adj[a] |= 1 << b;
    adj[b] |= 1 << a;
  }
  const size = 1 << n;
  const independent = new Uint8Array(size);
  independent[0] = 1;
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const v = 31 - Math.clz32(low);
    independent[mask] = independent[mask ^ low] && (adj[v] & mask) === 0 ? 1 : 0;
  }
  const best = new Int32Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const rest = mask ^ low;
    let result = n;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      if (independent[low | sub]) result = Math.min(result, best[rest ^ sub] + 1);
      if (sub === 0) break;
    }
    best[mask] = result;
  }
  return best[size - 1];
};
