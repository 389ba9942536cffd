/**
 * @param {number} n
 * @param {number[][]} rivalries
 * @return {boolean}
 */
var canSplit = function (n, rivalries) {
  const off = new Int32Array(n + 1);
  for (const [a, b] of rivalries) {
    off[a + 1]++;
    off[b + 1]++;
  }
  for (let i = 0; i < n; i++) off[i + 1] += off[i];
  const nbr = new Int32Array(2 * rivalries.length);
  const fill = off.slice(0, n);
  for (const [a, b] of rivalries) {
    nbr[fill[a]++] = b;
    nbr[fill[b]++] = a;
  }
  const club = new Int8Array(n).fill(-1);
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (club[start] !== -1) continue;
    club[start] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const u = queue[head++];
      for (let e = off[u]; e < off[u + 1]; e++) {
        const w = nbr[e];
        if (club[w] === -1) {
          club[w] = 1 - club[u];
          queue[tail++] = w;
        } else if (club[w] === club[u]) return false;
      }
    }
  }
  return true;
};
