/**
 * @param {number[]} scores
 * @param {number} minDays
 * @return {number}
 */
var bestMedian = function (scores, minDays) {
  const n = scores.length;
  const prefix = new Int32Array(n + 1);
  const possible = (x) => {
    for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (scores[i] >= x ? 1 : -1);
    let low = Infinity;
    for (let i = minDays; i <= n; i++) {
      low = Math.min(low, prefix[i - minDays]);
      if (prefix[i] - low > 0) return true;
    }
    return false;
  };
  const values = Array.from(new Set(scores)).sort((a, b) => a - b);
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (possible(values[mid])) lo = mid;
    else hi = mid - 1;
  }
  return values[lo];
};
