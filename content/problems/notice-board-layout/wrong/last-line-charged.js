/**
 * @param {number[]} words
 * @param {number} width
 * @return {number}
 */
var minRaggedness = function (words, width) {
  const n = words.length;
  const best = new Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let length = -1;
    let result = Infinity;
    for (let j = i; j < n; j++) {
      length += words[j] + 1;
      if (length > width) break;
      const cost = (width - length) * (width - length); // bug: the last line should be free
      result = Math.min(result, cost + best[j + 1]);
    }
    best[i] = result;
  }
  return best[0];
};
