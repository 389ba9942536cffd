/**
 * @param {number[]} yields
 * @param {number} target
 * @return {number}
 */
var shortestArc = function (yields, target) {
  const n = yields.length;
  let whole = 0;
  for (const y of yields) whole += y;
  if (whole < target) return -1;
  let best = n;
  let total = 0; // below 2^53
  let left = 0;
  for (let right = 0; right < 2 * n; right++) {
    total += yields[right % n];
    while (total >= target) {
      best = Math.min(best, right - left + 1);
      total -= yields[left % n];
      left++;
    }
  }
  return best;
};
