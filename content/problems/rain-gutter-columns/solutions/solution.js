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
 * @return {number[]}
 */
var gutterTotals = function (root) {
  if (root === null) return [];
  const totals = new Map(); // sums below 2^53: exact
  const nodes = [root];
  const cols = [0];
  let lo = 0;
  let hi = 0;
  while (nodes.length) {
    const node = nodes.pop();
    const col = cols.pop();
    totals.set(col, (totals.get(col) || 0) + node.val);
    lo = Math.min(lo, col);
    hi = Math.max(hi, col);
    if (node.left) {
      nodes.push(node.left);
      cols.push(col - 1);
    }
    if (node.right) {
      nodes.push(node.right);
      cols.push(col + 1);
    }
  }
  const result = [];
  for (let c = lo; c <= hi; c++) result.push(totals.get(c));
  return result;
};
