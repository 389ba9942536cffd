/**
 * @param {number[]} weights
 * @return {number}
 */
var countBalancePoints = function (weights) {
  // Sums stay below 2^53 (at most 2 * 10^14), so plain numbers are exact.
  let total = 0;
  for (const w of weights) total += w;
  let left = 0;
  let count = 0;
  for (const w of weights) {
    if (left === total - left - w) count++;
    left += w;
  }
  return count;
};
