/**
 * @param {number[]} weights
 * @param {number} limit
 * @return {number}
 */
var maxTandems = function (weights, limit) {
  const w = Float64Array.from(weights).sort();
  let lo = 0;
  let hi = w.length - 1;
  let pairs = 0;
  while (lo < hi) {
    if (w[lo] + w[hi] <= limit) {
      pairs++;
      lo++;
    }
    hi--;
  }
  return pairs;
};
