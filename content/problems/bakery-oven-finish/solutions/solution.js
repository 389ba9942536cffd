/**
 * @param {number[]} bakeTimes
 * @param {number} ovens
 * @return {number}
 */
var finishTime = function (bakeTimes, ovens) {
  const size = Math.min(ovens, bakeTimes.length);
  const heap = new Float64Array(size); // oven free times, a binary min-heap (all zeros is valid)
  let last = 0;
  for (const t of bakeTimes) {
    // replace the root with root + t and sift it down
    const value = heap[0] + t;
    last = Math.max(last, value);
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const c = l + 1 < size && heap[l + 1] < heap[l] ? l + 1 : l;
      if (heap[c] >= value) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = value;
  }
  return last;
};
