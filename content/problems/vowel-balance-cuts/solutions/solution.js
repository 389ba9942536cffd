/**
 * @param {string} s
 * @return {number}
 */
var balancedCuts = function (s) {
  const isVowel = (c) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
  let total = 0;
  for (const c of s) if (isVowel(c)) total++;
  let left = 0;
  let count = 0;
  for (let i = 0; i + 1 < s.length; i++) {
    if (isVowel(s[i])) left++;
    if (2 * left === total) count++;
  }
  return count;
};
