/**
 * @param {number} n
 * @param {number[][]} rules
 * @return {number[]}
 */
var stepOrder = function (n, rules) {
  const after = Array.from({ length: n }, () => []);
  const indeg = new Array(n).fill(0);
  for (const [a, b] of rules) {
    after[a].push(b);
    indeg[b]++;
  }
  const available = [];
  for (let v = 0; v < n; v++) if (indeg[v] === 0) available.push(v);
  const order = [];
  while (available.length) {
    available.sort((x, y) => y - x);
    const u = available.pop();
    order.push(u);
    for (const w of after[u]) if (--indeg[w] === 0) available.push(w);
  }
  return order; // bug: a cycle leaves steps out, and the partial order is returned
};
