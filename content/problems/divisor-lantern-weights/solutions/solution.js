/**
 * @param {number} n
 * @return {number}
 */
var totalLanternWeight = function (n) {
  const MOD = 1000000007n;
  const N = BigInt(n);
  // T(m) = m (m + 1) / 2 mod p, halving the even factor before reducing
  const tri = (m) => (m % 2n === 0n ? ((m / 2n) % MOD) * ((m + 1n) % MOD) : (m % MOD) * (((m + 1n) / 2n) % MOD)) % MOD;
  let s = BigInt(Math.floor(Math.sqrt(n)));
  while (s * s > N) s--;
  while ((s + 1n) * (s + 1n) <= N) s++;
  let total = 0n;
  const limit = Number(s);
  for (let d = 1; d <= limit; d++) {
    const q = Math.floor(n / d); // exact: n < 2^53
    const Q = BigInt(q);
    total += ((BigInt(d) * (Q % MOD)) % MOD + tri(Q)) % MOD;
  }
  total = (total - ((s % MOD) * tri(s)) % MOD) % MOD;
  return Number((total + MOD) % MOD);
};
