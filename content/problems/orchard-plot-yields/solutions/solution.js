/**
 * @param {number[][]} grid
 * @param {number[][]} plots
 * @return {number[]}
 */
var plotYields = function (grid, plots) {
  const rows = grid.length;
  const cols = grid[0].length;
  const w = cols + 1;
  const S = new Float64Array((rows + 1) * w); // sums below 2^53: exact
  for (let r = 0; r < rows; r++) {
    let run = 0;
    for (let c = 0; c < cols; c++) {
      run += grid[r][c];
      S[(r + 1) * w + c + 1] = S[r * w + c + 1] + run;
    }
  }
  return plots.map(([r1, c1, r2, c2]) => S[(r2 + 1) * w + c2 + 1] - S[r1 * w + c2 + 1] - S[(r2 + 1) * w + c1] + S[r1 * w + c1]);
};
