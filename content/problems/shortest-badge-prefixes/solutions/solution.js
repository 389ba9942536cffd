/**
 * @param {string[]} handles
 * @return {string[]}
 */
var badgePrefixes = function (handles) {
  let total = 1;
  for (const h of handles) total += h.length;
  const child = new Int32Array(total * 26); // child[node * 26 + letter]; 0 means none (root is never a child)
  const count = new Int32Array(total);
  let nodes = 1;
  for (const h of handles) {
    let node = 0;
    for (let i = 0; i < h.length; i++) {
      const slot = node * 26 + (h.charCodeAt(i) - 97);
      if (child[slot] === 0) child[slot] = nodes++;
      node = child[slot];
      count[node]++;
    }
  }
  return handles.map((h) => {
    let node = 0;
    for (let i = 0; i < h.length; i++) {
      node = child[node * 26 + (h.charCodeAt(i) - 97)];
      if (count[node] === 1) return h.slice(0, i + 1);
    }
    return h;
  });
};
