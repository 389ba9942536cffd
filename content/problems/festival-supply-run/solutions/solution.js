/**
 * @param {number} n
 * @param {number[][]} roads
 * @param {number[]} sites
 * @return {number}
 */
var shortestSupplyRun = function (n, roads, sites) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b, w] of roads) {
    adj[a].push(b, w);
    adj[b].push(a, w);
  }
  // Distances stay below 2^53 (at most about 1.3 * 10^14), so numbers are exact.
  const dijkstra = (src) => {
    const dist = new Float64Array(n).fill(Infinity);
    const hd = [];
    const hv = [];
    const push = (d, v) => {
      let i = hd.length;
      hd.push(d);
      hv.push(v);
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (hd[p] <= d) break;
        hd[i] = hd[p];
        hv[i] = hv[p];
        i = p;
      }
      hd[i] = d;
      hv[i] = v;
    };
    const pop = () => {
      const d = hd.pop();
      const v = hv.pop();
      const len = hd.length;
      if (len === 0) return;
      let i = 0;
      while (true) {
        let c = 2 * i + 1;
        if (c >= len) break;
        if (c + 1 < len && hd[c + 1] < hd[c]) c++;
        if (hd[c] >= d) break;
        hd[i] = hd[c];
        hv[i] = hv[c];
        i = c;
      }
      hd[i] = d;
      hv[i] = v;
    };
    dist[src] = 0;
    push(0, src);
    while (hd.length) {
      const d = hd[0];
      const u = hv[0];
      pop();
      if (d > dist[u]) continue;
      const list = adj[u];
      for (let e = 0; e < list.length; e += 2) {
        const v = list[e];
        const nd = d + list[e + 1];
        if (nd < dist[v]) {
          dist[v] = nd;
          push(nd, v);
        }
      }
    }
    return dist;
  };
  const k = sites.length;
  const fromDepot = dijkstra(0);
  const fromSite = sites.map((s) => dijkstra(s));
  const full = (1 << k) - 1;
  const best = new Float64Array((1 << k) * k).fill(Infinity);
  for (let i = 0; i < k; i++) best[(1 << i) * k + i] = fromDepot[sites[i]];
  for (let mask = 1; mask <= full; mask++) {
    for (let i = 0; i < k; i++) {
      const cur = best[mask * k + i];
      if (cur === Infinity) continue;
      for (let j = 0; j < k; j++) {
        if ((mask >> j) & 1) continue;
        const cand = cur + fromSite[i][sites[j]];
        const at = (mask | (1 << j)) * k + j;
        if (cand < best[at]) best[at] = cand;
      }
    }
  }
  let answer = Infinity;
  for (let i = 0; i < k; i++) answer = Math.min(answer, best[full * k + i] + fromSite[i][n - 1]);
  return answer === Infinity ? -1 : answer;
};
