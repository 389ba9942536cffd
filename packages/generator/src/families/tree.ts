import { defineFamily } from '../family.ts';

/** Tree: the largest subtree sum, and the deepest (or shallowest) leaf; both read trees from `TREE_GEN`. */

/** Level-order (LeetCode) form of a random binary tree, or a left chain. */
const TREE_GEN = `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  const span = small ? 9 : 10000;
  const vals = R.arr(n, P.neg ? -span : 0, span);
  if (mode === 'large' && i === 0) {
    const out = [vals[0]];
    for (let k = 1; k < n; k++) out.push(vals[k], null);
    out.pop();
    return [out];
  }
  // Random shape: attach each new node to a random free child slot.
  const nodes = [{ v: vals[0], l: null, r: null }];
  const free = [[0, 'l'], [0, 'r']];
  for (let k = 1; k < n; k++) {
    const at = R.int(0, free.length - 1);
    const [p, side] = free[at];
    free[at] = free[free.length - 1];
    free.pop();
    nodes.push({ v: vals[k], l: null, r: null });
    nodes[p][side] = k;
    free.push([k, 'l'], [k, 'r']);
  }
  const out = [], queue = [0];
  for (let h = 0; h < queue.length; h++) {
    const x = queue[h];
    if (x === null) { out.push(null); continue; }
    out.push(nodes[x].v);
    queue.push(nodes[x].l, nodes[x].r);
  }
  while (out[out.length - 1] === null) out.pop();
  return [out];`;

export const maxSubtreeSum = defineFamily({
  id: 'tree-max-subtree-sum',
  category: 'tree',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ features, rng }) => ({
    neg: features.has('negatives') || rng.int(0, 1) === 0,
    story: rng.int(0, 1),
  }),
  title: () => 'Richest Subtree',
  story: (p) =>
    `${
      [
        'A company’s hierarchy is a binary tree; each node holds the profit of one team (it may be negative).',
        'An orchard is shaped like a binary tree; each node holds the yield of one branch.',
      ][Number(p.story)]
    }\n\nThe *subtree sum* of a node is the sum of the values of the node and all its descendants. Return the largest subtree sum over all nodes of the tree.`,
  signature: () => ({
    function: 'maxSubtreeSum',
    params: [{ name: 'root', type: 'TreeNode' }],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['tree', 'depth-first-search'],
  constraints: (p) => [
    '1 <= number of nodes <= 10^5',
    p.neg ? '-10^4 <= Node.val <= 10^4' : '0 <= Node.val <= 10^4',
  ],
  hints: () => [
    'A node’s subtree sum is its value plus its children’s subtree sums.',
    'Compute every sum once, bottom up.',
  ],
  editorial: () =>
    '## Post-order traversal\nReturn each node’s subtree sum from a post-order traversal and keep the maximum.\n\nTime O(n), space O(height).\n\n## Brute force\nRe-sum each subtree from scratch: O(n^2) on a chain.',
  generator: () => TREE_GEN,
  validator: () => `
  let n = 0;
  const stack = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop();
    n++;
    if (node.val < (P.neg ? -10000 : 0) || node.val > 10000) return 'value out of range';
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  if (n < 1 || n > 100000) return 'size out of range';`,
  edge: (p) => [
    [[5]],
    [[1, 2, 3]],
    [[0, null, 0, null, 0]],
    ...(p.neg ? [[[-3]], [[-1, 5, -10]]] : [[[0]], [[1, 5, 10]]]),
  ],
  references: () => ({
    javascript: `var maxSubtreeSum = function (root) {
  let best = -Infinity;
  const sum = (node) => {
    if (!node) return 0;
    const s = node.val + sum(node.left) + sum(node.right);
    if (s > best) best = s;
    return s;
  };
  sum(root);
  return best;
};
`,
    python: `class Solution:
    def maxSubtreeSum(self, root: Optional[TreeNode]) -> int:
        best = [float('-inf')]
        def total(node):
            if not node:
                return 0
            s = node.val + total(node.left) + total(node.right)
            best[0] = max(best[0], s)
            return s
        total(root)
        return best[0]
`,
    java: `class Solution {
    private long best = Long.MIN_VALUE;
    private long sum(TreeNode node) {
        if (node == null) return 0;
        long s = node.val + sum(node.left) + sum(node.right);
        best = Math.max(best, s);
        return s;
    }
    public long maxSubtreeSum(TreeNode root) {
        sum(root);
        return best;
    }
}
`,
    cpp: `class Solution {
    long long best = LLONG_MIN;
    long long sum(TreeNode* node) {
        if (!node) return 0;
        long long s = node->val + sum(node->left) + sum(node->right);
        best = max(best, s);
        return s;
    }
public:
    long long maxSubtreeSum(TreeNode* root) {
        sum(root);
        return best;
    }
};
`,
  }),
  brute: () => `class Solution:
    def maxSubtreeSum(self, root: Optional[TreeNode]) -> int:
        def total(node):
            return 0 if not node else node.val + total(node.left) + total(node.right)
        best = float('-inf')
        stack = [root]
        while stack:
            node = stack.pop()
            best = max(best, total(node))
            for child in (node.left, node.right):
                if child:
                    stack.append(child)
        return best
`,
  plants: () => [
    {
      name: 'skips-root',
      language: 'java',
      code: `class Solution {
    private long best = Long.MIN_VALUE;
    private long sum(TreeNode node, boolean root) {
        if (node == null) return 0;
        long s = node.val + sum(node.left, false) + sum(node.right, false);
        if (!root) best = Math.max(best, s);
        return s;
    }
    public long maxSubtreeSum(TreeNode root) {
        sum(root, true);
        return best == Long.MIN_VALUE ? root.val : best;
    }
}
`,
      expect: 'wrong_answer',
      why: 'Never considers the whole tree (the root’s own subtree)',
    },
  ],
});

export const treeDepth = defineFamily({
  id: 'tree-depth',
  category: 'tree',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'linear'],
  params: ({ difficulty, rng }) => ({ neg: false, deepest: difficulty === 'easy', story: rng.int(0, 1) }),
  title: (p) => (p.deepest ? 'Tallest Branch' : 'Nearest Leaf'),
  story: (p) =>
    `${['A family tree is stored as a binary tree.', 'A decision tree is stored as a binary tree.'][Number(p.story)]}\n\nThe depth of a node counts the nodes on the path from the root to it (the root has depth 1). Return the ${p.deepest ? 'largest depth of any node' : 'smallest depth of a leaf (a node with no children)'}.`,
  signature: () => ({ function: 'depth', params: [{ name: 'root', type: 'TreeNode' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['tree', 'breadth-first-search'],
  constraints: () => ['1 <= number of nodes <= 10^5', '0 <= Node.val <= 10^4'],
  hints: (p) => [
    'Walk the tree level by level.',
    p.deepest ? 'The number of levels is the answer.' : 'The first level holding a leaf is the answer.',
  ],
  editorial: () =>
    '## Level order\nTraverse level by level, counting levels.\n\nTime O(n), space O(width).\n\n## Brute force\nRebuild level d from the root for each d: O(n·height).',
  generator: () => TREE_GEN,
  validator: () => `
  let n = 0;
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    n++;
    if (node.val < 0 || node.val > 10000) return 'value out of range';
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  if (n < 1 || n > 100000) return 'size out of range';`,
  edge: () => [[[1]], [[1, 2]], [[1, 2, 3]], [[1, 2, 3, 4, null, null, null, 5]], [[1, null, 2, null, 3]]],
  references: (p) => ({
    javascript: `var depth = function (root) {\n  let level = [root], d = 0;\n  while (level.length) {\n    d++;\n    const next = [];\n    for (const n of level) {\n      ${p.deepest ? '' : 'if (!n.left && !n.right) return d;\n      '}if (n.left) next.push(n.left);\n      if (n.right) next.push(n.right);\n    }\n    level = next;\n  }\n  return d;\n};\n`,
    python: `class Solution:\n    def depth(self, root: Optional[TreeNode]) -> int:\n        level, d = [root], 0\n        while level:\n            d += 1\n            nxt = []\n            for n in level:\n                ${p.deepest ? '' : 'if not n.left and not n.right:\n                    return d\n                '}if n.left:\n                    nxt.append(n.left)\n                if n.right:\n                    nxt.append(n.right)\n            level = nxt\n        return d\n`,
    java: `class Solution {\n    public int depth(TreeNode root) {\n        List<TreeNode> level = new ArrayList<>(List.of(root));\n        int d = 0;\n        while (!level.isEmpty()) {\n            d++;\n            List<TreeNode> next = new ArrayList<>();\n            for (TreeNode n : level) {\n                ${p.deepest ? '' : 'if (n.left == null && n.right == null) return d;\n                '}if (n.left != null) next.add(n.left);\n                if (n.right != null) next.add(n.right);\n            }\n            level = next;\n        }\n        return d;\n    }\n}\n`,
    cpp: `class Solution {\npublic:\n    int depth(TreeNode* root) {\n        vector<TreeNode*> level{root};\n        int d = 0;\n        while (!level.empty()) {\n            d++;\n            vector<TreeNode*> next;\n            for (TreeNode* n : level) {\n                ${p.deepest ? '' : 'if (!n->left && !n->right) return d;\n                '}if (n->left) next.push_back(n->left);\n                if (n->right) next.push_back(n->right);\n            }\n            level = next;\n        }\n        return d;\n    }\n};\n`,
  }),
  brute: (p) =>
    `class Solution:\n    def depth(self, root: Optional[TreeNode]) -> int:\n        d = 1\n        while True:\n            level = [root]\n            for _ in range(d - 1):\n                level = [c for n in level for c in (n.left, n.right) if c]\n            nxt = [c for n in level for c in (n.left, n.right) if c]\n            ${p.deepest ? 'if not nxt:' : 'if any(not n.left and not n.right for n in level):'}\n                return d\n            d += 1\n`,
  plants: (p) => [
    {
      name: 'counts-edges',
      language: 'javascript',
      code: `var depth = function (root) {\n  let level = [root], d = -1;\n  while (level.length) {\n    d++;\n    const next = [];\n    for (const n of level) {\n      ${p.deepest ? '' : 'if (!n.left && !n.right) return d;\n      '}if (n.left) next.push(n.left);\n      if (n.right) next.push(n.right);\n    }\n    level = next;\n  }\n  return d;\n};\n`,
      expect: 'wrong_answer',
      why: 'Off by one: counts edges instead of nodes',
    },
  ],
});
