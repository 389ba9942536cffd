/**
 * @param {number[]} durations
 * @param {number[]} weights
 * @return {number}
 */
var minWeightedWait = function (durations, weights) {
  const order = Array.from({ length: durations.length }, (_, i) => i);
  order.sort((a, b) => weights[b] - weights[a]); // bug: durations ignored
  let clock = 0;
  let total = 0;
  for (const i of order) {
    clock += durations[i];
    total += weights[i] * clock;
  }
  return total;
};
