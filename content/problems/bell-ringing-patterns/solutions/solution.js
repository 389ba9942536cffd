/**
 * @param {number} n
 * @return {number}
 */
var countPeals = function (n) {
  const MOD = 1000000007;
  let a = 1; // ends with a rest
  let b = 1; // ends with exactly one ring
  let c = 0; // ends with exactly two rings
  for (let i = 1; i < n; i++) {
    const na = (a + b + c) % MOD; // below 3 * 10^9 + 21: exact as a number
    c = b;
    b = a;
    a = na;
  }
  return (a + b + c) % MOD;
};
