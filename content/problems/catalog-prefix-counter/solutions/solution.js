/**
 * @param {string[]} titles
 * @param {string[]} prefixes
 * @return {number[]}
 */
var countPrefixMatches = function (titles, prefixes) {
  let total = 1;
  for (const t of titles) total += t.length;
  const child = new Int32Array(total * 26).fill(-1); // child[node * 26 + letter]
  const passing = new Int32Array(total);
  let nodes = 1;
  for (const t of titles) {
    let node = 0;
    for (let i = 0; i < t.length; i++) {
      const slot = node * 26 + (t.charCodeAt(i) - 97);
      if (child[slot] < 0) child[slot] = nodes++;
      node = child[slot];
      passing[node]++;
    }
  }
  return prefixes.map((p) => {
    let node = 0;
    for (let i = 0; i < p.length && node >= 0; i++) node = child[node * 26 + (p.charCodeAt(i) - 97)];
    return node >= 0 ? passing[node] : 0;
  });
};
