/**
 * @param {number[]} pitches
 * @param {number} maxGap
 * @return {number}
 */
var countDuets = function (pitches, maxGap) {
  const s = Int32Array.from(pitches).sort();
  let count = 0;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    while (s[right] - s[left] > maxGap) left++;
    count += right - left;
  }
  return count;
};
