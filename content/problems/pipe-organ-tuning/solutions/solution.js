/**
 * @param {number[]} pitches
 * @param {number} k
 * @return {number}
 */
var minTuningCost = function (pitches, k) {
  const n = pitches.length;
  const vals = Array.from(new Set(pitches)).sort((a, b) => a - b);
  const index = new Map(vals.map((v, i) => [v, i + 1]));
  const size = vals.length;
  const cnt = new Float64Array(size + 1);
  const sum = new Float64Array(size + 1); // sums stay below 2^53
  let LOG = 1;
  while (1 << LOG <= size) LOG++;
  const update = (pos, dc, ds) => {
    for (; pos <= size; pos += pos & -pos) {
      cnt[pos] += dc;
      sum[pos] += ds;
    }
  };
  let total = 0;
  let best = Infinity;
  const m = (k + 1) >> 1;
  for (let i = 0; i < n; i++) {
    update(index.get(pitches[i]), 1, pitches[i]);
    total += pitches[i];
    if (i >= k) {
      update(index.get(pitches[i - k]), -1, -pitches[i - k]);
      total -= pitches[i - k];
    }
    if (i < k - 1) continue;
    // binary lifting: largest pos with prefix count < m, then the median is at pos + 1
    let pos = 0;
    let c = 0;
    let s = 0;
    for (let step = 1 << LOG; step > 0; step >>= 1) {
      const next = pos + step;
      if (next <= size && c + cnt[next] < m) {
        pos = next;
        c += cnt[next];
        s += sum[next];
      }
    }
    const med = vals[pos]; // vals is 0-based, so this is index pos + 1
    const below = m; // the m smallest, median copies included
    const sumBelow = s + (m - c) * med;
    const cost = med * below - sumBelow + (total - sumBelow) - med * (k - below);
    if (cost < best) best = cost;
  }
  return best;
};
