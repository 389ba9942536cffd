/**
 * @param {number[]} floors
 * @return {number[]}
 */
var longestLitStreaks = function (floors) {
  return floors.map((x) => {
    let best = 0;
    let run = 0;
    for (let k = 0; k < 32; k++) {
      if ((x >>> k) & 1) {
        run++;
        if (run > best) best = run;
      } else {
        run = 0;
      }
    }
    return best;
  });
};
