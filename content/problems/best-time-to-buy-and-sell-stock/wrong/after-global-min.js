/**
 * @param {number[]} prices
 * @return {number}
 */
var maxProfit = function (prices) {
  // bug: the cheapest day overall is not always the best day to buy
  let buy = 0;
  for (let i = 1; i < prices.length; i++) if (prices[i] < prices[buy]) buy = i;
  let best = 0;
  for (let j = buy + 1; j < prices.length; j++) best = Math.max(best, prices[j] - prices[buy]);
  return best;
};
