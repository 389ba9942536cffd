/**
 * @param {string} s
 * @return {string}
 */
var shorthand = function (s) {
  const parts = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (i === s.length - 1 || s[i + 1] !== s[i]) {
      const k = i - start + 1;
      parts.push(k === 1 ? s[i] : s[i] + k);
      start = i + 1;
    }
  }
  return parts.join('');
};
