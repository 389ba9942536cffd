/**
 * @param {string[]} words
 * @param {string} prefix
 * @return {number}
 */
var countPrefix = function (words, prefix) {
  const root = { children: new Map(), pass: 0 };
  for (const w of words) {
    let node = root;
    node.pass++;
    for (const ch of w) {
      if (!node.children.has(ch)) node.children.set(ch, { children: new Map(), pass: 0 });
      node = node.children.get(ch);
      node.pass++; // one more word passes through this prefix
    }
  }
  let node = root;
  for (const ch of prefix) {
    node = node.children.get(ch);
    if (node === undefined) return 0;
  }
  return node.pass;
};
