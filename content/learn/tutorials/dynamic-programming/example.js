/**
 * @param {number} rows
 * @param {number} cols
 * @return {number}
 */
var gridPaths = function (rows, cols) {
  const ways = new Array(cols).fill(1); // the first row: one way to reach each cell
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      ways[c] += ways[c - 1]; // from above (old value) plus from the left (new value)
    }
  }
  return ways[cols - 1];
};
