/**
 * @param {number[]} sizes
 * @param {number} k
 * @return {number}
 */
var minMergeCost = function (sizes, k) {
  // Sizes and costs stay below 2^53, so numbers are exact.
  const heap = [];
  const push = (v) => {
    let i = heap.length;
    heap.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p] <= v) break;
      heap[i] = heap[p];
      i = p;
    }
    heap[i] = v;
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      let i = 0;
      while (true) {
        let c = 2 * i + 1;
        if (c >= heap.length) break;
        if (c + 1 < heap.length && heap[c + 1] < heap[c]) c++;
        if (heap[c] >= last) break;
        heap[i] = heap[c];
        i = c;
      }
      heap[i] = last;
    }
    return top;
  };
  for (const s of sizes) push(s);
  while ((heap.length - 1) % (k - 1) !== 0) push(0); // dummy archives
  let total = 0;
  while (heap.length > 1) {
    let merged = 0;
    for (let i = 0; i < k; i++) merged += pop();
    total += merged;
    push(merged);
  }
  return total;
};
