/**
 * @param {number} roadLength
 * @param {number[]} stations
 * @param {number} maxSwaps
 * @return {number}
 */
var minBatteryRange = function (roadLength, stations, maxSwaps) {
  const points = [0, ...[...stations].sort((a, b) => a - b), roadLength];
  const legs = [];
  let longest = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    legs.push(points[i + 1] - points[i]);
    longest = Math.max(longest, points[i + 1] - points[i]);
  }
  const swapsNeeded = (r) => {
    let swaps = 0;
    let used = 0;
    for (const leg of legs) {
      if (used + leg > r) {
        swaps++;
        used = 0;
      }
      used += leg;
    }
    return swaps;
  };
  let lo = Math.max(longest, Math.ceil(roadLength / (maxSwaps + 1)));
  let hi = roadLength;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (swapsNeeded(mid) <= maxSwaps) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};
