/**
 * @param {TreeNode} root
 * @return {number}
 */
var quietHarvest = function (root) {
  // bug: "not picked, some child picked" lets every child be picked, but siblings are 2 apart
  const walk = (node) => {
    if (node === null) return null;
    let a = node.val, someChild = 0, noChild = 0, hasChild = false;
    for (const child of [node.left, node.right]) {
      const s = walk(child);
      if (s === null) continue;
      hasChild = true;
      a += s.c;
      noChild += Math.max(s.b, s.c);
      someChild += Math.max(s.a, s.b, s.c);
    }
    return { a, b: hasChild ? someChild : -Infinity, c: noChild };
  };
  const s = walk(root);
  return s === null ? 0 : Math.max(s.a, s.b, s.c);
};
