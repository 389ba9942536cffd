/**
 * @param {number} capacity
 * @param {number[]} weights
 * @param {number[]} profits
 * @param {number[]} stock
 * @return {number}
 */
var bestProfit = function (capacity, weights, profits, stock) {
  let best = new Float64Array(capacity + 1); // profits stay below 2^53
  const pos = new Int32Array(capacity + 1);
  const keys = new Float64Array(capacity + 1);
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    const v = profits[i];
    const c = stock[i];
    const next = Float64Array.from(best);
    for (let r = 0; r < w && r <= capacity; r++) {
      let head = 0;
      let tail = 0;
      for (let j = r, q = 0; j <= capacity; j += w, q++) {
        const key = best[j] - q * v;
        while (tail > head && keys[tail - 1] <= key) tail--;
        pos[tail] = q;
        keys[tail++] = key;
        if (pos[head] < q - c) head++;
        next[j] = keys[head] + q * v;
      }
    }
    best = next;
  }
  return best[capacity];
};
