/**
 * @param {number[]} votes
 * @param {number} candidate
 * @return {number}
 */
var majorityPanels = function (votes, candidate) {
  const n = votes.length;
  const freq = new Int32Array(2 * n + 2);
  let p = n;
  freq[p] = 1;
  let below = 0;
  let total = 0; // at most about 2 * 10^10: exact
  for (const v of votes) {
    if (v === candidate) {
      below += freq[p];
      p++;
    } else {
      p--;
      below -= freq[p];
    }
    total += below;
    freq[p]++;
  }
  return total;
};
