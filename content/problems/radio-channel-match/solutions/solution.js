/**
 * @param {number[]} baseChannels
 * @param {number[]} fieldChannels
 * @return {number}
 */
var closestChannels = function (baseChannels, fieldChannels) {
  let i = 0;
  let j = 0;
  let best = Infinity;
  while (i < baseChannels.length && j < fieldChannels.length) {
    const a = baseChannels[i];
    const b = fieldChannels[j];
    best = Math.min(best, Math.abs(a - b));
    if (a < b) i++;
    else j++;
  }
  return best;
};
