/**
 * @param {number[][]} meetings [start, end]
 * @return {number}
 */
var maxMeetings = function (meetings) {
  const byEnd = [...meetings].sort((a, b) => a[1] - b[1]);
  let count = 0;
  let freeAt = -Infinity;
  for (const [start, end] of byEnd) {
    if (start >= freeAt) {
      count++;
      freeAt = end;
    }
  }
  return count;
};
