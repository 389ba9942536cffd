/**
 * @param {TreeNode} root
 * @return {number}
 */
var maxDepth = function (root) {
  if (!root) return 0;
  if (!root.left && !root.right) return 0; // bug: a leaf still counts as one node
  return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
};
