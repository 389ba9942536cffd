/**
 * @param {number[]} charges
 * @param {number} k
 * @return {number}
 */
var kthResonance = function (charges, k) {
  const s = Float64Array.from(charges).sort();
  const n = s.length;
  // products stay below 2^53 in absolute value, so doubles are exact
  const count = (x) => {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const c = s[i];
      if (c > 0) {
        // last j in (i, n) with c * s[j] <= x
        let lo = i;
        let hi = n - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (c * s[mid] <= x) lo = mid;
          else hi = mid - 1;
        }
        total += lo - i;
      } else if (c < 0) {
        // first j in (i, n) with c * s[j] <= x
        let lo = i + 1;
        let hi = n;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (c * s[mid] <= x) hi = mid;
          else lo = mid + 1;
        }
        total += n - lo;
      } else if (x >= 0) {
        total += n - 1 - i;
      }
    }
    return total;
  };
  let lo = -1e12;
  let hi = 1e12;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (count(mid) >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};
