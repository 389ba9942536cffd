/**
 * @param {number[]} rations
 * @param {number[]} packs
 * @return {number[]}
 */
var stagesReached = function (rations, packs) {
  const n = rations.length;
  const prefix = new Float64Array(n); // sums stay below 2^53
  let sum = 0;
  for (let i = 0; i < n; i++) prefix[i] = sum += rations[i];
  return packs.map((p) => {
    let lo = 0;
    let hi = n; // number of prefix sums <= p
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (prefix[mid] <= p) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
};
