/**
 * @param {number[]} nums
 * @return {number}
 */
var lengthOfLIS = function (nums) {
  const tails = []; // tails[k]: smallest tail of an increasing subsequence of length k + 1
  for (const x of nums) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) { // first position with tails[pos] >= x
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x; // appends when lo === tails.length
  }
  return tails.length;
};
