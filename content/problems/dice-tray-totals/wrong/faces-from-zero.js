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
    if (roll.length === dice) {
      if (rest === 0) throws.push(roll.slice());
      return;
    }
    for (let v = low; v < faces; v++) { // bug: faces are numbered from 1 to faces
      roll.push(v);
      place(v, rest - v);
      roll.pop();
    }
  };
  place(0, target);
  return throws;
};
