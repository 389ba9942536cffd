/**
 * @param {number} n
 * @return {number[]}
 */
var countBits = function (n) {
  const ans = new Array(n).fill(0); // bug: n + 1 entries are needed (0 .. n)
  for (let i = 1; i < n; i++) ans[i] = ans[i >> 1] + (i & 1);
  return ans;
};
