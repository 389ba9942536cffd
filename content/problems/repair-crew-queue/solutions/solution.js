/**
 * @param {number[]} durations
 * @param {number[]} weights
 * @return {number}
 */
var minWeightedWait = function (durations, weights) {
  const order = Array.from({ length: durations.length }, (_, i) => i);
  order.sort((a, b) => durations[a] * weights[b] - durations[b] * weights[a]);
  let clock = 0;
  let total = 0; // at most about 5 * 10^15 < 2^53: exact
  for (const i of order) {
    clock += durations[i];
    total += weights[i] * clock;
  }
  return total;
};
