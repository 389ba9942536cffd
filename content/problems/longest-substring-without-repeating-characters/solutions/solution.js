/**
 * @param {string} s
 * @return {number}
 */
var lengthOfLongestSubstring = function (s) {
  const last = new Int32Array(128).fill(-1); // last index of each ASCII character
  let left = 0;
  let best = 0;
  for (let j = 0; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (last[c] >= left) left = last[c] + 1;
    last[c] = j;
    if (j - left + 1 > best) best = j - left + 1;
  }
  return best;
};
