/**
 * @param {string[]} words
 * @param {string[]} typed
 * @return {string[]}
 */
var firstSuggestions = function (words, typed) {
  let total = 1;
  for (const w of words) total += w.length;
  const child = new Int32Array(total * 26); // 0 means none: the root is never a child
  const best = new Int32Array(total).fill(-1);
  let nodes = 1;
  for (let idx = 0; idx < words.length; idx++) {
    const w = words[idx];
    let node = 0;
    for (let k = 0; k < w.length; k++) {
      const slot = node * 26 + (w.charCodeAt(k) - 97);
      if (child[slot] === 0) child[slot] = nodes++;
      node = child[slot];
      if (best[node] < 0 || w < words[best[node]]) best[node] = idx;
    }
  }
  return typed.map((p) => {
    let node = 0;
    for (let k = 0; k < p.length; k++) {
      node = child[node * 26 + (p.charCodeAt(k) - 97)];
      if (node === 0) return '';
    }
    return words[best[node]];
  });
};
