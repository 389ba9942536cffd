/**
 * @param {number} n
 * @param {number[][]} routes
 * @param {number} start
 * @param {number} k
 * @return {number[]}
 */
var islandsWithinRides = function (n, routes, start, k) {
  // Compressed adjacency list: neighbours of u are nbr[off[u] .. off[u + 1] - 1].
  const off = new Int32Array(n + 1);
  for (const [a, b] of routes) {
    off[a + 1]++;
    off[b + 1]++;
  }
  for (let i = 0; i < n; i++) off[i + 1] += off[i];
  const nbr = new Int32Array(2 * routes.length);
  const fill = off.slice(0, n);
  for (const [a, b] of routes) {
    nbr[fill[a]++] = b;
    nbr[fill[b]++] = a;
  }
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const u = queue[head++];
    if (dist[u] === k) continue;
    for (let e = off[u]; e < off[u + 1]; e++) {
      const w = nbr[e];
      if (dist[w] < 0) {
        dist[w] = dist[u] + 1;
        queue[tail++] = w;
      }
    }
  }
  const result = [];
  for (let i = 0; i < n; i++) if (dist[i] >= 0) result.push(i);
  return result;
};
