/**
 * @param {number[]} prices
 * @param {number} k
 * @return {number}
 */
var countStableWindows = function (prices, k) {
  const n = prices.length;
  const highs = new Int32Array(n); // indices, prices decreasing
  const lows = new Int32Array(n); // indices, prices increasing
  let hHead = 0;
  let hTail = 0;
  let lHead = 0;
  let lTail = 0;
  let stable = 0;
  for (let i = 0; i < n; i++) {
    const p = prices[i];
    while (hTail > hHead && prices[highs[hTail - 1]] <= p) hTail--;
    highs[hTail++] = i;
    while (lTail > lHead && prices[lows[lTail - 1]] >= p) lTail--;
    lows[lTail++] = i;
    if (highs[hHead] <= i - k) hHead++;
    if (lows[lHead] <= i - k) lHead++;
    if (i >= k - 1 && prices[highs[hHead]] <= 2 * prices[lows[lHead]]) stable++;
  }
  return stable;
};
