/**
 * @param {string} ribbon
 * @return {number}
 */
var minTrim = function (ribbon) {
  const n = ribbon.length;
  let k = 0;
  while (2 * k + 1 < n && ribbon[k] === ribbon[n - 1 - k]) k++;
  const middle = ribbon.slice(k, n - k);
  if (middle.length === 0) return 0;
  const reverse = (str) => str.split('').reverse().join('');
  const longestPalindromicPrefix = (m) => {
    const t = m + '#' + reverse(m);
    const fail = new Int32Array(t.length);
    let j = 0;
    for (let i = 1; i < t.length; i++) {
      while (j > 0 && t.charCodeAt(j) !== t.charCodeAt(i)) j = fail[j - 1];
      if (t.charCodeAt(j) === t.charCodeAt(i)) j++;
      fail[i] = j;
    }
    return fail[t.length - 1];
  };
  const keep = Math.max(longestPalindromicPrefix(middle), longestPalindromicPrefix(reverse(middle)));
  return middle.length - keep;
};
