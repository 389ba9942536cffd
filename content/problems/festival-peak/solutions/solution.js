/**
 * @param {number[][]} groups
 * @return {number[]}
 */
var peakCrowd = function (groups) {
  const n = groups.length;
  const times = new Float64Array(2 * n);
  const deltas = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const [arrive, leave, size] = groups[i];
    times[2 * i] = arrive;
    deltas[2 * i] = size;
    times[2 * i + 1] = leave + 1;
    deltas[2 * i + 1] = -size;
  }
  const order = Array.from({ length: 2 * n }, (_, i) => i).sort((a, b) => times[a] - times[b]);
  let crowd = 0; // at most 10^10: exact
  let best = 0;
  let when = 0;
  for (let k = 0; k < order.length; ) {
    const t = times[order[k]];
    while (k < order.length && times[order[k]] === t) crowd += deltas[order[k++]];
    if (crowd > best) {
      best = crowd;
      when = t;
    }
  }
  return [best, when];
};
