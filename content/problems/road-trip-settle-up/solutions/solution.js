/**
 * @param {number} n
 * @param {number[][]} payments
 * @return {number}
 */
var minTransfers = function (n, payments) {
  const balance = new Array(n).fill(0); // money handed out minus money received
  for (const [giver, taker, amount] of payments) {
    balance[giver] += amount;
    balance[taker] -= amount;
  }
  const d = balance.filter((b) => b !== 0);
  const k = d.length;
  const size = 1 << k;
  const total = new Int32Array(size); // total[mask]: sum of the balances in mask (|sum| <= 10^8)
  const best = new Int8Array(size); // best[mask]: most zero-sum groups mask can be split into
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    total[mask] = total[mask ^ low] + d[31 - Math.clz32(low)];
    let m = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const v = best[mask ^ (rest & -rest)];
      if (v > m) m = v;
    }
    best[mask] = m + (total[mask] === 0 ? 1 : 0);
  }
  // A zero-sum group of g friends needs exactly g - 1 transfers.
  return k - best[size - 1];
};
