/**
 * @param {string} s
 * @return {string}
 */
var shorthand = function (s) {
  let out = '';
  let start = 0;
  for (let i = 1; i < s.length; i++) {
    if (s[i] !== s[i - 1]) {
      const k = i - start;
      out += k === 1 ? s[i - 1] : s[i - 1] + k;
      start = i;
    }
  }
  return out; // bug: the run that reaches the end is never written
};
