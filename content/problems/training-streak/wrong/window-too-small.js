/**
 * @param {number[]} gains
 * @param {number} k
 * @return {number}
 */
var maxTrainingGain = function (gains, k) {
  const n = gains.length;
  const cost = new Float64Array(n + 2);
  const window = [0];
  let total = 0;
  for (const g of gains) total += g;
  for (let p = 1; p <= n + 1; p++) {
    while (window[0] < p - k) window.shift(); // bug: rest days must be allowed k + 1 apart
    cost[p] = (p <= n ? gains[p - 1] : 0) + cost[window[0]];
    while (window.length && cost[window[window.length - 1]] >= cost[p]) window.pop();
    window.push(p);
  }
  return total - cost[n + 1];
};
