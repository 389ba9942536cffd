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
var wellCost = function (root) {
  if (root === null) return 0;
  const order = [root];
  const parent = [-1];
  const depth = [0];
  for (let i = 0; i < order.length; i++) {
    for (const child of [order[i].left, order[i].right]) {
      if (child) {
        order.push(child);
        parent.push(i);
        depth.push(depth[i] + 1);
      }
    }
  }
  const n = order.length;
  const sub = new Float64Array(n); // every value stays below 2^53
  let rootCost = 0;
  for (let i = 0; i < n; i++) {
    sub[i] = order[i].val;
    rootCost += order[i].val * depth[i];
  }
  for (let i = n - 1; i > 0; i--) sub[parent[i]] += sub[i];
  const total = sub[0];
  const cost = new Float64Array(n);
  cost[0] = rootCost;
  let best = rootCost;
  for (let i = 1; i < n; i++) {
    cost[i] = cost[parent[i]] + total - 2 * sub[i];
    if (cost[i] < best) best = cost[i];
  }
  return best;
};
