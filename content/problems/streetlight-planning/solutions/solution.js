/**
 * @param {number[]} houses
 * @param {number} radius
 * @return {number}
 */
var minLamps = function (houses, radius) {
  const sorted = Int32Array.from(houses).sort();
  let lamps = 0;
  let reach = -1;
  for (const h of sorted) {
    if (h > reach) {
      lamps++;
      reach = h + 2 * radius;
    }
  }
  return lamps;
};
