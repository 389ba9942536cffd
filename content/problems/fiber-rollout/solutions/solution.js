/**
 * @param {number} n
 * @param {number[][]} existing
 * @param {number[][]} offers
 * @return {number}
 */
var rolloutCost = function (n, existing, offers) {
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root;
      x = next;
    }
    return root;
  };
  let groups = n;
  const union = (a, b) => {
    a = find(a);
    b = find(b);
    if (a === b) return false;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    groups--;
    return true;
  };
  for (const [a, b] of existing) union(a, b);
  // Sort the offers by cost through numeric keys cost * 2^18 + index (exact below 2^53).
  const keys = new Float64Array(offers.length);
  for (let i = 0; i < offers.length; i++) keys[i] = offers[i][2] * 262144 + i;
  keys.sort();
  let total = 0; // at most 10^14: exact
  for (const key of keys) {
    const i = key % 262144;
    if (groups === 1) break;
    if (union(offers[i][0], offers[i][1])) total += offers[i][2];
  }
  return groups === 1 ? total : -1;
};
