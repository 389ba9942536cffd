/**
 * @param {number[][]} gigs
 * @param {number} rest
 * @return {number}
 */
var maxEarnings = function (gigs, rest) {
  const order = [...gigs].sort((a, b) => a[1] - b[1]); // by end hour
  const n = order.length;
  const ends = Float64Array.from(order, (g) => g[1]);
  const best = new Float64Array(n + 1); // best[i]: most money from the first i gigs; exact below 2^53
  for (let i = 0; i < n; i++) {
    const [start, , fee] = order[i];
    // p = number of gigs ending at or before start - rest (they all come before i)
    const limit = start - rest;
    let lo = 0;
    let hi = i;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= limit) lo = mid + 1;
      else hi = mid;
    }
    best[i + 1] = Math.max(best[i], best[lo] + fee);
  }
  return best[n];
};
