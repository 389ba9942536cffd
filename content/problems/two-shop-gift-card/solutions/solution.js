/**
 * @param {number[]} shopA
 * @param {number[]} shopB
 * @param {number} budget
 * @return {number}
 */
var bestPairTotal = function (shopA, shopB, budget) {
  let best = -1;
  let i = 0;
  let j = shopB.length - 1;
  while (i < shopA.length && j >= 0) {
    const total = shopA[i] + shopB[j];
    if (total > budget) {
      j--;
    } else {
      if (total > best) best = total;
      i++;
    }
  }
  return best;
};
