/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @return {number}
 */
var quietHarvest = function (root) {
  if (root === null) return 0;
  // BFS order: children after their parent; the states are stored by index.
  const order = [root];
  const parent = [-1];
  for (let i = 0; i < order.length; i++) {
    const node = order[i];
    if (node.left) { order.push(node.left); parent.push(i); }
    if (node.right) { order.push(node.right); parent.push(i); }
  }
  const n = order.length;
  // Sums stay below 2^53 in magnitude (at most 10^14), so numbers are exact.
  const A = new Float64Array(n);
  const B = new Float64Array(n).fill(-Infinity); // best gain of picking one child, until the end
  const C = new Float64Array(n);
  for (let i = 0; i < n; i++) A[i] = order[i].val;
  for (let i = n - 1; i >= 0; i--) {
    // children of i are done: turn B[i] from "best gain" into the state value
    B[i] = C[i] + B[i];
    const p = parent[i];
    if (p < 0) continue;
    const free = Math.max(B[i], C[i]);
    A[p] += C[i];
    C[p] += free;
    B[p] = Math.max(B[p], A[i] - free);
  }
  return Math.max(A[0], B[0], C[0]);
};
