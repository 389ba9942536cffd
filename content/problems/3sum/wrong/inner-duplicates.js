/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var threeSum = function (nums) {
  const a = [...nums].sort((x, y) => x - y);
  const n = a.length;
  const answer = [];
  for (let i = 0; i < n - 2; i++) {
    if (i > 0 && a[i] === a[i - 1]) continue;
    let lo = i + 1;
    let hi = n - 1;
    while (lo < hi) {
      const total = a[i] + a[lo] + a[hi];
      if (total < 0) lo++;
      else if (total > 0) hi--;
      else {
        answer.push([a[i], a[lo], a[hi]]);
        lo++; // bug: lo is not moved past values equal to the one just used
        hi--;
      }
    }
  }
  return answer;
};
