/**
 * @param {number[]} colors
 * @param {number} k
 * @return {number}
 */
var shortestSampleStrip = function (colors, k) {
  const count = new Map();
  let distinct = 0;
  let best = -1;
  let left = 0;
  for (let right = 0; right < colors.length; right++) {
    const c = colors[right];
    const before = count.get(c) || 0;
    if (before === 0) distinct++;
    count.set(c, before + 1);
    while (distinct >= k) {
      const length = right - left + 1;
      if (best === -1 || length < best) best = length;
      const d = colors[left++];
      const left_count = count.get(d) - 1;
      count.set(d, left_count);
      if (left_count === 0) distinct--;
    }
  }
  return best;
};
