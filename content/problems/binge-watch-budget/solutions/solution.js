/**
 * @param {number[]} durations
 * @param {number} budget
 * @return {number}
 */
var longestBinge = function (durations, budget) {
  let best = 0;
  let total = 0; // below 2^53
  let left = 0;
  for (let right = 0; right < durations.length; right++) {
    total += durations[right];
    while (total > budget) total -= durations[left++];
    best = Math.max(best, right - left + 1);
  }
  return best;
};
