/**
 * @param {string} encoded
 * @param {number[]} queries
 * @return {character[]}
 */
var readPositions = function (encoded, queries) {
  const letters = [];
  const starts = []; // below 10^14 < 2^53: exact numbers
  let total = 0;
  for (let i = 0; i < encoded.length; ) {
    const letter = encoded[i++];
    let count = 0;
    while (i < encoded.length && encoded.charCodeAt(i) <= 57) count = count * 10 + (encoded.charCodeAt(i++) - 48);
    letters.push(letter);
    starts.push(total);
    total += count;
  }
  return queries.map((x) => {
    let lo = 0;
    let hi = starts.length - 1; // last run with start <= x
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= x) lo = mid;
      else hi = mid - 1;
    }
    return letters[lo];
  });
};
