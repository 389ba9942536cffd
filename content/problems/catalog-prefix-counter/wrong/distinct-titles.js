/**
 * @param {string[]} titles
 * @param {string[]} prefixes
 * @return {number[]}
 */
var countPrefixMatches = function (titles, prefixes) {
  const root = { next: {}, pass: 0 };
  for (const t of new Set(titles)) { // bug: repeated copies are dropped
    let node = root;
    for (const ch of t) {
      if (!node.next[ch]) node.next[ch] = { next: {}, pass: 0 };
      node = node.next[ch];
      node.pass++;
    }
  }
  return prefixes.map((p) => {
    let node = root;
    for (const ch of p) {
      node = node.next[ch];
      if (!node) return 0;
    }
    return node.pass;
  });
};
