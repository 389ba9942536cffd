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
var levelSpread = function (root) {
  const spreads = [];
  let level = root ? [root] : [];
  while (level.length) {
    let lo = Infinity;
    let hi = -Infinity;
    const next = [];
    for (const node of level) {
      lo = Math.min(lo, node.val);
      hi = Math.max(hi, node.val);
      if (node.left) next.push(node.left);
      if (node.right) next.push(node.right);
    }
    spreads.push(hi - lo);
    level = next;
  }
  return spreads;
};
