/**
 * @param {string} strip
 * @return {number}
 */
var shortestTile = function (strip) {
  const n = strip.length;
  const s = new Int32Array(n);
  for (let i = 0; i < n; i++) s[i] = strip.charCodeAt(i);
  const pi = new Int32Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    while (j > 0 && s[i] !== s[j]) j = pi[j - 1];
    if (s[i] === s[j]) j++;
    pi[i] = j;
  }
  return n - pi[n - 1];
};
