/**
 * @param {number[]} durations
 * @param {number[]} deadlines
 * @return {number}
 */
var minWorstDelay = function (durations, deadlines) {
  const n = durations.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => deadlines[a] - durations[a] - (deadlines[b] - durations[b])); // bug: least spare time first
  let clock = 0;
  let worst = 0;
  for (const i of order) {
    clock += durations[i];
    worst = Math.max(worst, clock - deadlines[i]);
  }
  return worst;
};
