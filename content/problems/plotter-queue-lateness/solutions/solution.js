/**
 * @param {number[]} durations
 * @param {number[]} deadlines
 * @return {number}
 */
var minWorstDelay = function (durations, deadlines) {
  const n = durations.length;
  // Sort the jobs by deadline through numeric keys deadline * 2^18 + index (exact below 2^53).
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = deadlines[i] * 262144 + i;
  keys.sort();
  let clock = 0; // at most 2 * 10^14: exact
  let worst = 0;
  for (const key of keys) {
    const i = key % 262144;
    clock += durations[i];
    worst = Math.max(worst, clock - deadlines[i]);
  }
  return worst;
};
