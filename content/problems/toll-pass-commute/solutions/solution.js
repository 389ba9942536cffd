/**
 * @param {number} n
 * @param {number[][]} roads
 * @param {number} passes
 * @return {number}
 */
var cheapestCommute = function (n, roads, passes) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, t] of roads) {
    adj[u].push(v, t);
    adj[v].push(u, t);
  }
  const layers = passes + 1;
  const dist = new Float64Array(n * layers).fill(Infinity); // totals below 2^53
  // binary min-heap of [cost, state] pairs stored in two parallel arrays
  const hc = [];
  const hs = [];
  const push = (c, s) => {
    let i = hc.length;
    hc.push(c);
    hs.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hc[p] <= c) break;
      hc[i] = hc[p];
      hs[i] = hs[p];
      i = p;
    }
    hc[i] = c;
    hs[i] = s;
  };
  const pop = () => {
    const c = hc.pop();
    const s = hs.pop();
    const size = hc.length;
    if (size === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const m = l + 1 < size && hc[l + 1] < hc[l] ? l + 1 : l;
      if (hc[m] >= c) break;
      hc[i] = hc[m];
      hs[i] = hs[m];
      i = m;
    }
    hc[i] = c;
    hs[i] = s;
  };
  dist[0] = 0;
  push(0, 0);
  while (hc.length > 0) {
    const d = hc[0];
    const state = hs[0];
    pop();
    if (d > dist[state]) continue;
    const u = Math.floor(state / layers);
    const j = state % layers;
    const edges = adj[u];
    for (let e = 0; e < edges.length; e += 2) {
      const s = edges[e] * layers + j;
      const paid = d + edges[e + 1];
      if (paid < dist[s]) {
        dist[s] = paid;
        push(paid, s);
      }
      if (j < passes && d < dist[s + 1]) {
        dist[s + 1] = d;
        push(d, s + 1);
      }
    }
  }
  let best = Infinity;
  for (let j = 0; j < layers; j++) best = Math.min(best, dist[(n - 1) * layers + j]);
  return best === Infinity ? -1 : best;
};
