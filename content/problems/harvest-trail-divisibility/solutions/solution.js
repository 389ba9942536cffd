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
 * @param {number} k
 * @return {number}
 */
var countDivisibleTrails = function (root, k) {
  if (root === null) return 0;
  const count = new Map([[0, 1]]);
  let total = 0; // at most about 5 * 10^9: exact as a number
  const nodes = [root];
  const rems = [0]; // remainder of the parent's prefix; a null node means "leave"
  while (nodes.length) {
    const node = nodes.pop();
    let r = rems.pop();
    if (node === null) {
      count.set(r, count.get(r) - 1);
      continue;
    }
    r = (((r + node.val) % k) + k) % k;
    const c = count.get(r) || 0;
    total += c;
    count.set(r, c + 1);
    nodes.push(null);
    rems.push(r);
    if (node.right) {
      nodes.push(node.right);
      rems.push(r);
    }
    if (node.left) {
      nodes.push(node.left);
      rems.push(r);
    }
  }
  return total;
};
