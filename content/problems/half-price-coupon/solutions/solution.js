/**
 * @param {number} n
 * @param {number[][]} roads
 * @return {number}
 */
var cheapestTrip = function (n, roads) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b, w] of roads) {
    adj[a].push(b, w);
    adj[b].push(a, w);
  }
  // Distances stay below 2^53 (at most about 5 * 10^13), so numbers are exact.
  const dist = new Float64Array(2 * n).fill(Infinity); // state 2 * v + used
  // Binary heap of [distance, state] pairs, stored in two parallel arrays.
  const hd = [];
  const hs = [];
  const push = (d, s) => {
    let i = hd.length;
    hd.push(d);
    hs.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hd[p] <= d) break;
      hd[i] = hd[p];
      hs[i] = hs[p];
      i = p;
    }
    hd[i] = d;
    hs[i] = s;
  };
  const pop = () => {
    const d = hd.pop();
    const s = hs.pop();
    if (hd.length === 0) return;
    let i = 0;
    const len = hd.length;
    while (true) {
      let c = 2 * i + 1;
      if (c >= len) break;
      if (c + 1 < len && hd[c + 1] < hd[c]) c++;
      if (hd[c] >= d) break;
      hd[i] = hd[c];
      hs[i] = hs[c];
      i = c;
    }
    hd[i] = d;
    hs[i] = s;
  };
  dist[0] = 0;
  push(0, 0);
  while (hd.length) {
    const d = hd[0];
    const s = hs[0];
    pop();
    if (d > dist[s]) continue;
    const u = s >> 1;
    const used = s & 1;
    const list = adj[u];
    for (let e = 0; e < list.length; e += 2) {
      const v = list[e];
      const w = list[e + 1];
      let t = 2 * v + used;
      if (d + w < dist[t]) {
        dist[t] = d + w;
        push(d + w, t);
      }
      if (!used) {
        t = 2 * v + 1;
        const nd = d + Math.floor(w / 2);
        if (nd < dist[t]) {
          dist[t] = nd;
          push(nd, t);
        }
      }
    }
  }
  const best = Math.min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1]);
  return best === Infinity ? -1 : best;
};
