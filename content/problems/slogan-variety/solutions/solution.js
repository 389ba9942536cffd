/**
 * @param {string} banner
 * @return {number}
 */
var distinctSnippets = function (banner) {
  const n = banner.length;
  const maxStates = 2 * n + 1;
  const next = new Int32Array(maxStates * 26).fill(-1);
  const link = new Int32Array(maxStates);
  const len = new Int32Array(maxStates);
  link[0] = -1;
  let size = 1;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const c = banner.charCodeAt(i) - 97;
    const cur = size++;
    len[cur] = len[last] + 1;
    let p = last;
    while (p !== -1 && next[p * 26 + c] === -1) {
      next[p * 26 + c] = cur;
      p = link[p];
    }
    if (p === -1) link[cur] = 0;
    else {
      const q = next[p * 26 + c];
      if (len[p] + 1 === len[q]) link[cur] = q;
      else {
        const clone = size++;
        len[clone] = len[p] + 1;
        link[clone] = link[q];
        next.copyWithin(clone * 26, q * 26, q * 26 + 26);
        while (p !== -1 && next[p * 26 + c] === q) {
          next[p * 26 + c] = clone;
          p = link[p];
        }
        link[q] = clone;
        link[cur] = clone;
      }
    }
    last = cur;
  }
  let total = 0; // at most about 5 * 10^9: exact
  for (let v = 1; v < size; v++) total += len[v] - len[link[v]];
  return total;
};
