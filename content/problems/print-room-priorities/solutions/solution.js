/**
 * @param {number[]} priorities
 * @return {number[]}
 */
var printOrder = function (priorities) {
  const n = priorities.length;
  const count = new Array(10).fill(0);
  for (const p of priorities) count[p]++;
  // a ring buffer is enough: the queue never holds more than n jobs
  const ring = new Int32Array(n);
  for (let i = 0; i < n; i++) ring[i] = i;
  let head = 0;
  let size = n;
  let top = 9;
  const order = [];
  while (size > 0) {
    while (count[top] === 0) top--;
    const i = ring[head];
    head = (head + 1) % n;
    size--;
    if (priorities[i] < top) {
      ring[(head + size) % n] = i;
      size++;
    } else {
      order.push(i);
      count[top]--;
    }
  }
  return order;
};
