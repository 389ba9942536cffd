/**
 * @param {character[][]} grid
 * @return {number}
 */
var courierJumps = function (grid) {
  const rows = grid.length;
  const cols = grid[0].length;
  const dist = new Int32Array(rows * cols).fill(-1);
  let start = -1;
  let target = -1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] === 'S') start = r * cols + c;
      else if (grid[r][c] === 'T') target = r * cols + c;
    }
  }
  const DR = [1, 2, -1, -2, 1, 2, -1, -2];
  const DC = [2, 1, 2, 1, -2, -1, -2, -1];
  const queue = new Int32Array(rows * cols);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  while (head < tail) {
    const u = queue[head++];
    if (u === target) return dist[u];
    const r = Math.floor(u / cols);
    const c = u % cols;
    for (let k = 0; k < 8; k++) {
      const nr = r + DR[k];
      const nc = c + DC[k];
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] === '#') continue;
      const v = nr * cols + nc;
      if (dist[v] < 0) {
        dist[v] = dist[u] + 1;
        queue[tail++] = v;
      }
    }
  }
  return -1;
};
