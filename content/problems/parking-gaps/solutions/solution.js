/**
 * @param {number} n
 * @param {number[]} occupied
 * @return {number}
 */
var longestFreeStretch = function (n, occupied) {
  const cars = Float64Array.from(occupied).sort();
  let best = 0;
  let prev = 0;
  for (const c of cars) {
    best = Math.max(best, c - prev - 1);
    prev = c;
  }
  return Math.max(best, n + 1 - prev - 1);
};
