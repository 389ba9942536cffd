/**
 * @param {number[]} sunshine
 * @param {number} k
 * @return {number}
 */
var sunniestStart = function (sunshine, k) {
  let total = 0;
  for (let i = 0; i < k; i++) total += sunshine[i];
  let best = total;
  let bestStart = 0;
  for (let i = k; i < sunshine.length; i++) {
    total += sunshine[i] - sunshine[i - k];
    if (total > best) {
      best = total;
      bestStart = i - k + 1;
    }
  }
  return bestStart;
};
