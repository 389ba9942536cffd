/**
 * @param {character[][]} board
 * @param {string[]} words
 * @return {string[]}
 */
var findWords = function (board, words) {
  // Trie in flat arrays: next[node * 26 + letter] is the child (0 = none; node 0 is the root),
  // children[node] counts the children, word[node] is the word ending there until it is found.
  let size = 1;
  let next = new Int32Array(26 * 1024);
  const children = [0];
  const word = [null];
  for (const w of words) {
    let node = 0;
    for (let i = 0; i < w.length; i++) {
      const k = node * 26 + w.charCodeAt(i) - 97;
      if (next[k] === 0) {
        if ((size + 1) * 26 > next.length) {
          const grown = new Int32Array(next.length * 2);
          grown.set(next);
          next = grown;
        }
        next[k] = size++;
        children[node]++;
        children.push(0);
        word.push(null);
      }
      node = next[k];
    }
    word[node] = w;
  }
  const m = board.length;
  const n = board[0].length;
  const cells = board.map((row) => row.map((ch) => ch.charCodeAt(0) - 97)); // -1 marks "in use"
  const found = [];
  const dfs = (r, c, parent) => {
    const letter = cells[r][c];
    const node = next[parent * 26 + letter];
    if (word[node] !== null) { // report each word once
      found.push(word[node]);
      word[node] = null;
    }
    cells[r][c] = -1;
    const base = node * 26;
    if (r > 0 && cells[r - 1][c] >= 0 && next[base + cells[r - 1][c]] !== 0) dfs(r - 1, c, node);
    if (r + 1 < m && cells[r + 1][c] >= 0 && next[base + cells[r + 1][c]] !== 0) dfs(r + 1, c, node);
    if (c > 0 && cells[r][c - 1] >= 0 && next[base + cells[r][c - 1]] !== 0) dfs(r, c - 1, node);
    if (c + 1 < n && cells[r][c + 1] >= 0 && next[base + cells[r][c + 1]] !== 0) dfs(r, c + 1, node);
    cells[r][c] = letter;
    if (children[node] === 0 && word[node] === null) { // prune the exhausted branch
      next[parent * 26 + letter] = 0;
      children[parent]--;
    }
  };
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      if (next[cells[r][c]] !== 0) dfs(r, c, 0);
    }
  }
  return found;
};
