/**
 * @param {number} n players numbered 1..n
 * @param {number} k every k-th player leaves
 * @return {number}
 */
var lastStanding = function (n, k) {
  const queue = [];
  for (let p = 1; p <= n; p++) queue.push(p);
  let head = 0; // the front of the queue, instead of the O(n) shift()
  while (queue.length - head > 1) {
    for (let i = 1; i < k; i++) queue.push(queue[head++]); // front player goes to the back
    head++; // the k-th player leaves
  }
  return queue[head];
};
