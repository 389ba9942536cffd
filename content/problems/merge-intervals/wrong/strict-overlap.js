/**
 * @param {number[][]} intervals
 * @return {number[][]}
 */
var merge = function (intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out = [[...sorted[0]]];
  for (const [s, e] of sorted.slice(1)) {
    const last = out[out.length - 1];
    if (s < last[1]) last[1] = Math.max(last[1], e); // bug: touching intervals share a point
    else out.push([s, e]);
  }
  return out;
};
