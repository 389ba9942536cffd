/**
 * @param {number[]} leaders
 * @param {number[]} followers
 * @return {number}
 */
var minHeightMismatch = function (leaders, followers) {
  const a = Int32Array.from(leaders).sort();
  const b = Int32Array.from(followers).sort();
  let total = 0; // at most 10^14, exact as a number
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
  return total;
};
