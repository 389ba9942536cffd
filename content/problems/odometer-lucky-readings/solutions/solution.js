/**
 * @param {number} lo
 * @param {number} hi
 * @param {number} k
 * @return {number}
 */
var countLucky = function (lo, hi, k) {
  // Counts stay below 10^16 < 2^53 and every reading fits exactly in a number.
  const count = (n) => {
    if (n < 0) return 0;
    let free = new Array(k).fill(0);
    let tight = 0;
    for (const ch of String(n)) {
      const d = ch.charCodeAt(0) - 48;
      const next = new Array(k).fill(0);
      for (let r = 0; r < k; r++) {
        if (free[r] === 0) continue;
        for (let digit = 0; digit < 10; digit++) next[(r + digit) % k] += free[r];
      }
      for (let digit = 0; digit < d; digit++) next[(tight + digit) % k] += 1;
      tight = (tight + d) % k;
      free = next;
    }
    return free[0] + (tight === 0 ? 1 : 0);
  };
  return count(hi) - count(lo - 1);
};
