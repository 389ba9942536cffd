/**
 * @param {string} message
 * @param {string[]} words
 * @return {number}
 */
var countReadings = function (message, words) {
  const MOD = 1000000007;
  let total = 1;
  for (const w of words) total += w.length;
  const child = new Int32Array(total * 26); // 0 means none: the root is never a child
  const isWord = new Uint8Array(total);
  let nodes = 1;
  for (const w of words) {
    let node = 0;
    for (let k = 0; k < w.length; k++) {
      const slot = node * 26 + (w.charCodeAt(k) - 97);
      if (child[slot] === 0) child[slot] = nodes++;
      node = child[slot];
    }
    isWord[node] = 1;
  }
  const n = message.length;
  const ways = new Int32Array(n + 1);
  ways[0] = 1;
  for (let i = 0; i < n; i++) {
    const w = ways[i];
    if (w === 0) continue;
    let node = 0;
    for (let j = i; j < n && j < i + 20; j++) {
      node = child[node * 26 + (message.charCodeAt(j) - 97)];
      if (node === 0) break;
      if (isWord[node]) ways[j + 1] = (ways[j + 1] + w) % MOD;
    }
  }
  return ways[n];
};
