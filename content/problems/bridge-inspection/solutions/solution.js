/**
 * @param {number} n
 * @param {number[][]} roads
 * @return {number[]}
 */
var criticalRoads = function (n, roads) {
  const m = roads.length;
  const off = new Int32Array(n + 1);
  for (const [a, b] of roads) {
    off[a + 1]++;
    off[b + 1]++;
  }
  for (let i = 0; i < n; i++) off[i + 1] += off[i];
  const to = new Int32Array(2 * m);
  const id = new Int32Array(2 * m);
  const fill = off.slice(0, n);
  for (let i = 0; i < m; i++) {
    const [a, b] = roads[i];
    to[fill[a]] = b;
    id[fill[a]++] = i;
    to[fill[b]] = a;
    id[fill[b]++] = i;
  }
  const tin = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const stTown = new Int32Array(n);
  const stVia = new Int32Array(n);
  const stPos = new Int32Array(n);
  const bridges = [];
  let timer = 0;
  for (let root = 0; root < n; root++) {
    if (tin[root] !== -1) continue;
    let top = 0;
    tin[root] = low[root] = timer++;
    stTown[0] = root;
    stVia[0] = -1;
    stPos[0] = off[root];
    while (top >= 0) {
      const v = stTown[top];
      if (stPos[top] < off[v + 1]) {
        const e = stPos[top]++;
        if (id[e] === stVia[top]) continue;
        const w = to[e];
        if (tin[w] === -1) {
          tin[w] = low[w] = timer++;
          top++;
          stTown[top] = w;
          stVia[top] = id[e];
          stPos[top] = off[w];
        } else if (tin[w] < low[v]) low[v] = tin[w];
      } else {
        const via = stVia[top];
        top--;
        if (top >= 0) {
          const p = stTown[top];
          if (low[v] < low[p]) low[p] = low[v];
          if (low[v] > tin[p]) bridges.push(via);
        }
      }
    }
  }
  return bridges.sort((a, b) => a - b);
};
