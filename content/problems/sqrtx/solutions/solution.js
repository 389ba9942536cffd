/**
 * @param {number} x
 * @return {number}
 */
var mySqrt = function (x) {
  let lo = 1;
  let hi = x;
  let answer = 0;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    // mid <= x / mid  <=>  mid * mid <= x, without a product beyond 2^53
    if (mid <= Math.floor(x / mid)) {
      answer = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return answer;
};
