/**
 * @param {number[]} requests
 * @return {number}
 */
var minTotalRaise = function (requests) {
  const a = Int32Array.from(requests).sort(); // typed arrays sort numerically
  let total = 0; // at most about 5 * 10^9: exact as a number
  let prev = -1;
  for (const r of a) {
    const b = r > prev ? r : prev + 1;
    total += b - r;
    prev = b;
  }
  return total;
};
