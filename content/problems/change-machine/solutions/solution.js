/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
var fewestCoins = function (coins, amount) {
  // amount <= 10^15 < 2^53: every value here is an exact integer.
  const sorted = [...coins].sort((a, b) => b - a);
  let count = 0;
  for (const c of sorted) {
    count += Math.floor(amount / c);
    amount %= c;
  }
  return count;
};
