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
 * @return {TreeNode}
 */
var pruneLosses = function (root) {
  if (root === null) return null;
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    if (order[i].left) order.push(order[i].left);
    if (order[i].right) order.push(order[i].right);
  }
  const worth = new Map(); // worths stay below 2^53 in magnitude
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    let total = node.val;
    if (node.left) {
      if (worth.get(node.left) < 0) node.left = null;
      else total += worth.get(node.left);
    }
    if (node.right) {
      if (worth.get(node.right) < 0) node.right = null;
      else total += worth.get(node.right);
    }
    worth.set(node, total);
  }
  return worth.get(root) >= 0 ? root : null;
};
