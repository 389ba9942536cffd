/**
 * @param {number} dice
 * @param {number} faces
 * @param {number} target
 * @return {number[][]}
 */
var diceTotals = function (dice, faces, target) {
  const throws = [];
  const roll = [];
  const place = (low, rest) => {
    const left = dice - roll.length;
    if (left === 0) {
      if (rest === 0) throws.push(roll.slice());
      return;
    }
    for (let v = low; v <= faces; v++) {
      if (v * left > rest) break;
      if (rest - v > (left - 1) * faces) continue;
      roll.push(v);
      place(v, rest - v);
      roll.pop();
    }
  };
  place(1, target);
  return throws;
};
