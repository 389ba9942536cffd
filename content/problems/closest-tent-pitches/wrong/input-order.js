/**
 * @param {number[]} pitches
 * @return {number}
 */
var closestPitches = function (pitches) {
  let best = Infinity;
  for (let i = 0; i + 1 < pitches.length; i++) {
    // bug: neighbours in the input are not neighbours on the beach
    best = Math.min(best, Math.abs(pitches[i + 1] - pitches[i]));
  }
  return best;
};
