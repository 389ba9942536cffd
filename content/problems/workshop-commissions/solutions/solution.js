/**
 * @param {number[]} deadlines
 * @param {number[]} payments
 * @return {number}
 */
var maxCommission = function (deadlines, payments) {
  const n = deadlines.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => deadlines[a] - deadlines[b]);
  const heap = []; // min-heap of payments
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
  const popMin = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
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
  };
  for (const i of order) {
    push(payments[i]);
    if (heap.length > deadlines[i]) popMin();
  }
  let total = 0; // at most 2 * 10^14: exact
  for (const v of heap) total += v;
  return total;
};
