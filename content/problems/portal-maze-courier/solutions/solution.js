/**
 * @param {character[][]} maze
 * @return {number}
 */
var fewestMoves = function (maze) {
  const rows = maze.length;
  const cols = maze[0].length;
  const size = rows * cols;
  const twin = new Int32Array(size).fill(-1);
  const firstEnd = new Int32Array(26).fill(-1);
  let start = -1;
  let target = -1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ch = maze[r][c];
      const i = r * cols + c;
      if (ch === 'S') start = i;
      else if (ch === 'T') target = i;
      else if (ch >= 'a' && ch <= 'z') {
        const k = ch.charCodeAt(0) - 97;
        if (firstEnd[k] < 0) firstEnd[k] = i;
        else {
          twin[i] = firstEnd[k];
          twin[firstEnd[k]] = i;
        }
      }
    }
  }
  const dist = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  const visit = (v, d) => {
    if (dist[v] < 0 && maze[Math.floor(v / cols)][v % cols] !== '#') {
      dist[v] = d;
      queue[tail++] = v;
    }
  };
  while (head < tail) {
    const u = queue[head++];
    if (u === target) return dist[u];
    const r = Math.floor(u / cols);
    const c = u % cols;
    const d = dist[u] + 1;
    if (r > 0) visit(u - cols, d);
    if (r + 1 < rows) visit(u + cols, d);
    if (c > 0) visit(u - 1, d);
    if (c + 1 < cols) visit(u + 1, d);
    if (twin[u] >= 0) visit(twin[u], d);
  }
  return -1;
};
