/**
 * @param {number[]} pitches
 * @return {number}
 */
var closestPitches = function (pitches) {
  const a = Int32Array.from(pitches).sort(); // typed arrays sort numerically
  let best = Infinity;
  for (let i = 0; i + 1 < a.length; i++) {
    const gap = a[i + 1] - a[i];
    if (gap < best) best = gap;
  }
  return best;
};
