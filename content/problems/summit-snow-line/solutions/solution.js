/**
 * @param {number[]} altitudes
 * @param {number[]} snowLines
 * @return {number[][]}
 */
var snowStretches = function (altitudes, snowLines) {
  const n = altitudes.length;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (altitudes[mid] < altitudes[mid + 1]) lo = mid + 1;
    else hi = mid;
  }
  const peak = lo;
  return snowLines.map((v) => {
    if (altitudes[peak] < v) return [-1, -1];
    // first index in [0, peak] with altitude >= v
    let a = 0;
    let b = peak;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (altitudes[mid] >= v) b = mid;
      else a = mid + 1;
    }
    const first = a;
    // last index in [peak, n - 1] with altitude >= v
    a = peak;
    b = n - 1;
    while (a < b) {
      const mid = (a + b + 1) >> 1;
      if (altitudes[mid] >= v) a = mid;
      else b = mid - 1;
    }
    return [first, a];
  });
};
