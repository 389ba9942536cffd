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
var singleHeirSum = function (root) {
  // The sum stays below 2^53 in magnitude (at most 10^14), so a number is exact.
  let total = 0;
  const stack = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop();
    if ((node.left === null) !== (node.right === null)) total += node.val;
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  return total;
};
