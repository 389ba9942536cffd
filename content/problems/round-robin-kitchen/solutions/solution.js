/**
 * @param {number[]} cookTimes
 * @param {number} slice
 * @return {number[]}
 */
var finishOrder = function (cookTimes, slice) {
  const turns = cookTimes.map((t) => Math.ceil(t / slice)); // exact for integers below 2^31
  return cookTimes.map((_, i) => i).sort((a, b) => turns[a] - turns[b] || a - b);
};
