/**
 * @param {number} fromYear
 * @param {number} toYear
 * @return {number}
 */
var countLeapYears = function (fromYear, toYear) {
  const leaps = (y) => Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  return leaps(toYear) - leaps(fromYear - 1);
};
