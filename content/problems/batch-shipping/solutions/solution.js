/**
 * @param {number[]} weights
 * @param {number} fee
 * @return {number}
 */
var minShippingCost = function (weights, fee) {
  const n = weights.length;
  // Every value below is an integer under about 10^15 < 2^53, so numbers are exact,
  // except the cross products of the envelope test, which use BigInt.
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + weights[i];
  const ms = new Float64Array(n + 1);
  const bs = new Float64Array(n + 1);
  let head = 0;
  let tail = 1; // lines ms/bs[head .. tail-1]; line 0 is y = 0
  let best = 0;
  const useless = (m1, b1, m2, b2, m3, b3) =>
    BigInt(b3 - b1) * BigInt(m1 - m2) <= BigInt(b2 - b1) * BigInt(m1 - m3);
  for (let i = 1; i <= n; i++) {
    const x = prefix[i];
    while (tail - head >= 2 && ms[head + 1] * x + bs[head + 1] <= ms[head] * x + bs[head]) head++;
    best = x * x + fee + ms[head] * x + bs[head];
    const m3 = -2 * x;
    const b3 = best + x * x;
    while (tail - head >= 2 && useless(ms[tail - 2], bs[tail - 2], ms[tail - 1], bs[tail - 1], m3, b3)) tail--;
    ms[tail] = m3;
    bs[tail] = b3;
    tail++;
  }
  return best;
};
