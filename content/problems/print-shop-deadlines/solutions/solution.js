/**
 * @param {number[]} deadlines
 * @param {number[]} payments
 * @return {number}
 */
var maxEarnings = function (deadlines, payments) {
  const order = deadlines.map((_, i) => i).sort((a, b) => deadlines[a] - deadlines[b]);
  const heap = []; // min-heap of payments
  const push = (x) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p] <= x) break;
      heap[i] = heap[p];
      i = p;
    }
    heap[i] = x;
  };
  const pop = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const c = l + 1 < heap.length && heap[l + 1] < heap[l] ? l + 1 : l;
      if (heap[c] >= last) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = last;
  };
  for (const i of order) {
    push(payments[i]);
    if (heap.length > deadlines[i]) pop();
  }
  let total = 0; // below 2^53
  for (const p of heap) total += p;
  return total;
};
