/**
 * @param {number} islands
 * @param {number[][]} ferries
 * @return {number}
 */
var earliestArrival = function (islands, ferries) {
  const lines = Array.from({ length: islands }, () => []);
  for (const [u, v, p, d] of ferries) {
    lines[u].push(v, p, d);
    lines[v].push(u, p, d);
  }
  const best = new Float64Array(islands).fill(Infinity); // times stay below 2^53
  const ht = [];
  const hu = [];
  const push = (t, u) => {
    let i = ht.length;
    ht.push(t);
    hu.push(u);
    while (i > 0) {
      const par = (i - 1) >> 1;
      if (ht[par] <= t) break;
      ht[i] = ht[par];
      hu[i] = hu[par];
      i = par;
    }
    ht[i] = t;
    hu[i] = u;
  };
  const pop = () => {
    const t = ht.pop();
    const u = hu.pop();
    const size = ht.length;
    if (size === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const c = l + 1 < size && ht[l + 1] < ht[l] ? l + 1 : l;
      if (ht[c] >= t) break;
      ht[i] = ht[c];
      hu[i] = hu[c];
      i = c;
    }
    ht[i] = t;
    hu[i] = u;
  };
  best[0] = 0;
  push(0, 0);
  while (ht.length > 0) {
    const t = ht[0];
    const u = hu[0];
    pop();
    if (t > best[u]) continue;
    if (u === islands - 1) return t;
    const list = lines[u];
    for (let k = 0; k < list.length; k += 3) {
      const v = list[k];
      const p = list[k + 1];
      const land = Math.ceil(t / p) * p + list[k + 2]; // t / p is exact enough: t, p < 2^53
      if (land < best[v]) {
        best[v] = land;
        push(land, v);
      }
    }
  }
  return -1;
};
