/**
 * @param {number[]} gains
 * @param {number} k
 * @return {number}
 */
var maxTrainingGain = function (gains, k) {
  const n = gains.length;
  // Position p = i + 1 is day i; 0 and n + 1 are virtual rest days. Sums stay below 2^53.
  const cost = new Float64Array(n + 2);
  const window = new Int32Array(n + 2);
  let head = 0;
  let tail = 0;
  window[tail++] = 0;
  let total = 0;
  for (const g of gains) total += g;
  for (let p = 1; p <= n + 1; p++) {
    while (window[head] < p - k - 1) head++;
    cost[p] = (p <= n ? gains[p - 1] : 0) + cost[window[head]];
    while (tail > head && cost[window[tail - 1]] >= cost[p]) tail--;
    window[tail++] = p;
  }
  return total - cost[n + 1];
};
