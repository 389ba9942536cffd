/**
 * @param {number} n
 * @param {number[][]} rules
 * @return {number[]}
 */
var stepOrder = function (n, rules) {
  const off = new Int32Array(n + 1);
  const indeg = new Int32Array(n);
  for (const [a, b] of rules) {
    off[a + 1]++;
    indeg[b]++;
  }
  for (let i = 0; i < n; i++) off[i + 1] += off[i];
  const nxt = new Int32Array(rules.length);
  const fill = off.slice(0, n);
  for (const [a, b] of rules) nxt[fill[a]++] = b;
  const heap = new Int32Array(n);
  let size = 0;
  const push = (v) => {
    let i = size++;
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
    const last = heap[--size];
    let i = 0;
    while (true) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && heap[c + 1] < heap[c]) c++;
      if (heap[c] >= last) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = last;
    return top;
  };
  for (let v = 0; v < n; v++) if (indeg[v] === 0) push(v);
  const order = [];
  while (size > 0) {
    const u = pop();
    order.push(u);
    for (let e = off[u]; e < off[u + 1]; e++) if (--indeg[nxt[e]] === 0) push(nxt[e]);
  }
  return order.length === n ? order : [];
};
