/**
 * @param {number} label
 * @return {number}
 */
var realFloor = function (label) {
  let floor = 0;
  for (const ch of String(label)) {
    const d = ch.charCodeAt(0) - 48;
    floor = floor * 9 + (d > 4 ? d - 1 : d);
  }
  return floor;
};
