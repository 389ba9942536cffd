/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
var minWindow = function (s, t) {
  const need = new Int32Array(128); // letters still needed; negative means surplus
  for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
  let missing = t.length;
  let bestStart = 0;
  let bestLen = Infinity;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    const c = s.charCodeAt(right);
    if (need[c] > 0) missing--;
    need[c]--;
    while (missing === 0) { // s[left..right] covers t: shrink it from the left
      if (right - left + 1 < bestLen) {
        bestStart = left;
        bestLen = right - left + 1;
      }
      const out = s.charCodeAt(left++);
      need[out]++;
      if (need[out] > 0) missing++;
    }
  }
  return bestLen === Infinity ? '' : s.substring(bestStart, bestStart + bestLen);
};
