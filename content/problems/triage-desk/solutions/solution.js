/**
 * @param {number[][]} patients
 * @return {number[]}
 */
var treatmentOrder = function (patients) {
  const n = patients.length;
  const byArrival = patients.map((_, i) => i).sort((a, b) => patients[a][0] - patients[b][0]);
  // before(a, b): patient a is treated before patient b
  const before = (a, b) =>
    patients[a][1] !== patients[b][1]
      ? patients[a][1] > patients[b][1]
      : patients[a][0] !== patients[b][0]
        ? patients[a][0] < patients[b][0]
        : a < b;
  const heap = [];
  const push = (x) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(heap[i], heap[p])) break;
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
        if (l < heap.length && before(heap[l], heap[m])) m = l;
        if (r < heap.length && before(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  const order = [];
  let clock = 0; // stays below 2^53
  let next = 0;
  while (order.length < n) {
    if (heap.length === 0 && patients[byArrival[next]][0] > clock) clock = patients[byArrival[next]][0];
    while (next < n && patients[byArrival[next]][0] <= clock) push(byArrival[next++]);
    const i = pop();
    order.push(i);
    clock += patients[i][2];
  }
  return order;
};
