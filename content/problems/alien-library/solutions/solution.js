/**
 * @param {string} order
 * @param {string[]} titles
 * @return {string[]}
 */
var shelveTitles = function (order, titles) {
  // Translate each title into the ordinary alphabet, sort, and translate back.
  const toPlain = new Map();
  const fromPlain = new Map();
  for (let i = 0; i < 26; i++) {
    const plain = String.fromCharCode(97 + i);
    toPlain.set(order[i], plain);
    fromPlain.set(plain, order[i]);
  }
  const translate = (t, map) => Array.from(t, (c) => map.get(c)).join('');
  return titles
    .map((t) => translate(t, toPlain))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((t) => translate(t, fromPlain));
};
