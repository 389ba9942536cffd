/**
 * @param {number[]} flows
 * @return {number}
 */
var longestZeroStretch = function (flows) {
  // Prefix sums stay below 2^53 in magnitude, so plain numbers are exact keys.
  const first = new Map([[0, 0]]);
  let prefix = 0;
  let best = 0;
  for (let j = 1; j <= flows.length; j++) {
    prefix += flows[j - 1];
    const i = first.get(prefix);
    if (i === undefined) first.set(prefix, j);
    else if (j - i > best) best = j - i;
  }
  return best;
};
