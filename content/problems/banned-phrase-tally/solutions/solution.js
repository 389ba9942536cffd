/**
 * @param {string} log
 * @param {string[]} phrases
 * @return {number}
 */
var countBannedOccurrences = function (log, phrases) {
  let total = 1;
  for (const p of phrases) total += p.length;
  const go = new Int32Array(total * 26).fill(-1); // trie edges, then the full transition table
  const ends = new Int32Array(total);
  let nodes = 1;
  for (const p of phrases) {
    let node = 0;
    for (let k = 0; k < p.length; k++) {
      const slot = node * 26 + (p.charCodeAt(k) - 97);
      if (go[slot] < 0) go[slot] = nodes++;
      node = go[slot];
    }
    ends[node]++;
  }
  const fail = new Int32Array(nodes);
  const hits = new Int32Array(nodes);
  const queue = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  for (let c = 0; c < 26; c++) {
    const v = go[c];
    if (v < 0) go[c] = 0;
    else {
      fail[v] = 0;
      queue[tail++] = v;
    }
  }
  while (head < tail) {
    const u = queue[head++];
    hits[u] = ends[u] + hits[fail[u]];
    for (let c = 0; c < 26; c++) {
      const v = go[u * 26 + c];
      if (v < 0) {
        go[u * 26 + c] = go[fail[u] * 26 + c];
      } else {
        fail[v] = go[fail[u] * 26 + c];
        queue[tail++] = v;
      }
    }
  }
  let count = 0;
  let node = 0;
  for (let i = 0; i < log.length; i++) {
    node = go[node * 26 + (log.charCodeAt(i) - 97)];
    count += hits[node];
  }
  return count;
};
