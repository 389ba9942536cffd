/**
 * @param {number} n
 * @param {number[][]} rivalries
 * @return {boolean}
 */
var canSplit = function (n, rivalries) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of rivalries) {
    adj[a].push(b);
    adj[b].push(a);
  }
  const club = new Array(n).fill(-1);
  club[0] = 0; // bug: only the group of student 0 is checked
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const w of adj[u]) {
      if (club[w] === -1) {
        club[w] = 1 - club[u];
        queue.push(w);
      } else if (club[w] === club[u]) return false;
    }
  }
  return true;
};
