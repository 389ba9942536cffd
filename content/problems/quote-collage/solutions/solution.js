/**
 * @param {string} text
 * @param {string} quote
 * @return {number}
 */
var minPieces = function (text, quote) {
  const m = quote.length;
  const n = text.length;
  // Character codes of quote + '#' + text (indexing a concatenated string in a hot loop is slow in V8).
  const total = m + 1 + n;
  const s = new Int32Array(total);
  for (let i = 0; i < m; i++) s[i] = quote.charCodeAt(i);
  s[m] = 35; // '#'
  for (let i = 0; i < n; i++) s[m + 1 + i] = text.charCodeAt(i);
  const z = new Int32Array(total);
  for (let k = 1, l = 0, r = 0; k < total; k++) {
    if (k < r) z[k] = Math.min(r - k, z[k - l]);
    while (k + z[k] < total && s[z[k]] === s[k + z[k]]) z[k]++;
    if (k + z[k] > r) {
      l = k;
      r = k + z[k];
    }
  }
  let pieces = 0;
  let end = 0;
  let far = 0;
  let i = 0;
  while (end < n) {
    for (; i <= end; i++) far = Math.max(far, i + z[m + 1 + i]);
    if (far <= end) return -1;
    pieces++;
    end = far;
  }
  return pieces;
};
