/**
 * @param {number[]} costs
 * @param {number} minJump
 * @param {number} maxJump
 * @return {number}
 */
var minCrossingCost = function (costs, minJump, maxJump) {
  const n = costs.length;
  const best = new Float64Array(n).fill(Infinity); // totals below 2^53
  best[0] = costs[0];
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let j = 1; j < n; j++) {
    const i = j - minJump;
    if (i >= 0 && best[i] < Infinity) {
      while (tail > head && best[deque[tail - 1]] >= best[i]) tail--;
      deque[tail++] = i;
    }
    while (tail > head && deque[head] < j - maxJump) head++;
    if (costs[j] !== -1 && tail > head) best[j] = costs[j] + best[deque[head]];
  }
  return best[n - 1] < Infinity ? best[n - 1] : -1;
};
