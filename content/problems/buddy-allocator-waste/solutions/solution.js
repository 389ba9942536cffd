/**
 * @param {number[]} requests
 * @return {number}
 */
var wastedBytes = function (requests) {
  let waste = 0; // below 2^53
  for (const s of requests) {
    // 2 ** k stays exact; 1 << 31 would be negative
    const block = (s & (s - 1)) === 0 ? s : 2 ** (32 - Math.clz32(s));
    waste += block - s;
  }
  return waste;
};
