/**
 * @param {number[]} temperatures
 * @return {number[]}
 */
var dailyTemperatures = function (temperatures) {
  const n = temperatures.length;
  const answer = new Array(n).fill(0);
  const waiting = []; // indices of days without a warmer day yet
  for (let i = 0; i < n; i++) {
    while (waiting.length > 0 && temperatures[waiting[waiting.length - 1]] < temperatures[i]) {
      const j = waiting.pop();
      answer[j] = i - j;
    }
    waiting.push(i);
  }
  return answer;
};
