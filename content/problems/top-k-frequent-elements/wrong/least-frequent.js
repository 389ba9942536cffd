/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topKFrequent = function (nums, k) {
  const counts = new Map();
  for (const value of nums) counts.set(value, (counts.get(value) || 0) + 1);
  // bug: ascending order puts the least frequent values first
  return [...counts.keys()].sort((a, b) => counts.get(a) - counts.get(b)).slice(0, k);
};
