/**
 * @param {number[]} times
 * @return {number[]}
 */
var standings = function (times) {
  const n = times.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => times[a] - times[b]);
  const places = new Array(n);
  for (let p = 0; p < n; p++) {
    const i = order[p];
    places[i] = p > 0 && times[i] === times[order[p - 1]] ? places[order[p - 1]] : p + 1;
  }
  return places;
};
