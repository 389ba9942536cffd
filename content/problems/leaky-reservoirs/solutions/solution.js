/**
 * @param {number[]} capacity
 * @param {number[]} leakRate
 * @param {number} target
 * @return {number}
 */
var firstHourLost = function (capacity, leakRate, target) {
  const n = capacity.length;
  let hi = 1;
  for (let i = 0; i < n; i++) hi = Math.max(hi, Math.ceil(capacity[i] / leakRate[i]));
  const lost = (t) => {
    let sum = 0; // at most 10^14, exact
    for (let i = 0; i < n; i++) sum += Math.min(capacity[i], leakRate[i] * t);
    return sum;
  };
  let lo = 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (lost(mid) >= target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};
