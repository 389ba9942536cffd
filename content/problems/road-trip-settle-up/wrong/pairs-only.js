/**
 * @param {number} n
 * @param {number[][]} payments
 * @return {number}
 */
var minTransfers = function (n, payments) {
  const balance = new Array(n).fill(0);
  for (const [giver, taker, amount] of payments) {
    balance[giver] += amount;
    balance[taker] -= amount;
  }
  // bug: only pairs that cancel exactly are settled separately; larger zero-sum groups are missed
  const left = balance.filter((b) => b !== 0);
  let transfers = 0;
  for (let i = 0; i < left.length; i++) {
    if (left[i] === 0) continue;
    const j = left.findIndex((v, idx) => idx > i && v === -left[i]);
    if (j >= 0) {
      left[i] = 0;
      left[j] = 0;
      transfers++;
    }
  }
  const rest = left.filter((b) => b !== 0).length;
  return transfers + (rest > 0 ? rest - 1 : 0);
};
