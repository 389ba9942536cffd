/**
 * @param {number[]} ratings
 * @param {number[]} clubs
 * @param {number} clubCount
 * @return {number}
 */
var minRatingSpread = function (ratings, clubs, clubCount) {
  const order = ratings.map((_, i) => i).sort((a, b) => ratings[a] - ratings[b]);
  const count = new Int32Array(clubCount);
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (const idx of order) {
    if (count[clubs[idx]]++ === 0) covered++;
    while (covered === clubCount) {
      const low = order[left++];
      best = Math.min(best, ratings[idx] - ratings[low]);
      if (--count[clubs[low]] === 0) covered--;
    }
  }
  return best;
};
