/**
 * @param {number[]} scores
 * @param {number} k
 * @return {number[]}
 */
var runningTopSums = function (scores, k) {
  const heap = []; // binary min-heap of the k best scores
  const push = (x) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p] <= heap[i]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l] < heap[m]) m = l;
        if (r < heap.length && heap[r] < heap[m]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  let total = 0; // below 2^53
  const out = [];
  for (const s of scores) {
    push(s);
    total += s;
    if (heap.length > k) total -= pop();
    out.push(total);
  }
  return out;
};
