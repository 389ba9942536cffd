/**
 * @param {number} n
 * @return {number}
 */
var countTilings = function (n) {
  const MOD = 1000000007;
  const ways = Array.from({ length: 8 }, () => new Array(8).fill(0));
  const fill = (maskIn, row, out, start) => {
    if (row === 3) {
      ways[start][out]++;
      return;
    }
    if ((maskIn >> row) & 1) {
      fill(maskIn, row + 1, out, start);
      return;
    }
    fill(maskIn | (1 << row), row + 1, out | (1 << row), start); // horizontal tile
    if (row + 1 < 3 && !((maskIn >> (row + 1)) & 1)) fill(maskIn | (3 << row), row + 2, out, start); // vertical
  };
  for (let mask = 0; mask < 8; mask++) fill(mask, 0, 0, mask);
  let count = [1, 0, 0, 0, 0, 0, 0, 0];
  for (let c = 0; c < n; c++) {
    const next = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 8; i++) {
      if (count[i] === 0) continue;
      for (let o = 0; o < 8; o++) {
        // count[i] < 10^9 + 7 and ways[i][o] <= 2: the product stays far below 2^53
        if (ways[i][o]) next[o] = (next[o] + count[i] * ways[i][o]) % MOD;
      }
    }
    count = next;
  }
  return count[0];
};
