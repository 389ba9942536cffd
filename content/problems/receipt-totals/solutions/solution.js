/**
 * @param {string} digits
 * @param {number} target
 * @return {string[]}
 */
var plusSplits = function (digits, target) {
  const n = digits.length;
  const found = [];
  const pieces = [];
  // Values stay below 10^10, so numbers are exact.
  const place = (i, total) => {
    if (i === n) {
      if (total === target) found.push(pieces.join('+'));
      return;
    }
    const end = digits[i] === '0' ? i + 1 : n; // no leading zeros
    let value = 0;
    for (let j = i; j < end; j++) {
      value = value * 10 + (digits.charCodeAt(j) - 48);
      if (total + value > target) break;
      pieces.push(digits.slice(i, j + 1));
      place(j + 1, total + value);
      pieces.pop();
    }
  };
  place(0, 0);
  return found;
};
