/**
 * function TreeNode(val, left, right) { this.val = val; this.left = left; this.right = right; }
 * @param {TreeNode} root
 * @return {number}
 */
var leafSum = function (root) {
  if (root === null) return 0;
  if (root.left === null && root.right === null) return root.val;
  return leafSum(root.left) + leafSum(root.right);
};
