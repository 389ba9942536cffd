import { defineFamily } from '../family.ts';

/** Linked list and tree families. */

export const nextGreaterNode = defineFamily({
  id: 'list-next-greater',
  category: 'linkedlist',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'duplicates', 'large-input', 'linear'],
  params: ({ difficulty, features, rng }) => ({
    greater: difficulty === 'easy' || rng.int(0, 1) === 0,
    neg: features.has('negatives'),
    story: rng.int(0, 1),
  }),
  title: (p) => (p.greater ? 'Next Taller Carriage' : 'Next Lighter Carriage'),
  story: (p) =>
    `${
      [
        'A train is a linked list of carriages; node `i` holds the carriage’s height.',
        'A queue of parcels is stored as a linked list; each node holds a parcel’s weight.',
      ][Number(p.story)]
    }\n\nFor each node, find the value of the first node after it whose value is strictly ${p.greater ? 'greater' : 'smaller'} than its own. Return these values as an array, in list order, with \`0\` where no such node exists.`,
  signature: () => ({
    function: 'nextValues',
    params: [{ name: 'head', type: 'ListNode' }],
    returns: 'int[]',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['linked-list', 'monotonic-stack'],
  constraints: (p) => [
    '1 <= number of nodes <= 10^5',
    p.neg ? '-10^9 <= Node.val <= 10^9' : '1 <= Node.val <= 10^9',
  ],
  hints: () => [
    'Copy the values into an array first.',
    'Keep a stack of indices still waiting for their answer; each new value settles some of them.',
  ],
  editorial: () =>
    '## Monotonic stack\nWalk the values keeping a stack of indices without an answer yet; a new value answers every index on top of the stack it beats.\n\nTime O(n), space O(n).\n\n## Brute force\nFor each node scan forward: O(n^2) on a monotone list.',
  generator: () => `
  const lo = P.neg ? -1000000000 : 1;
  const n = mode === 'large' ? 100000 : mode === 'small' || mode === 'example' ? R.int(1, 8) : R.int(1, 2000);
  const span = mode === 'small' || mode === 'example' ? 9 : 1000000000;
  let a = R.arr(n, P.neg ? -span : 1, span).map((x) => Math.max(lo, x));
  // Monotone lists make a naive forward scan quadratic.
  if (mode === 'large') a = a.map((_, k) => (P.greater ? 1000000000 - k : lo + k));
  return [a];`,
  validator: () => `
  let n = 0;
  for (let node = head; node; node = node.next) {
    n++;
    if (node.val < (P.neg ? -1000000000 : 1) || node.val > 1000000000) return 'value out of range';
  }
  if (n < 1 || n > 100000) return 'length out of range';`,
  edge: () => [[[5]], [[1, 2]], [[2, 1]], [[3, 3, 3]], [[1, 5, 2, 6, 3]]],
  references: (p) => {
    const cmp = p.greater ? '>' : '<';
    return {
      javascript: `var nextValues = function (head) {
  const vals = [];
  for (let node = head; node; node = node.next) vals.push(node.val);
  const ans = new Array(vals.length).fill(0), stack = [];
  for (let i = 0; i < vals.length; i++) {
    while (stack.length && vals[i] ${cmp} vals[stack[stack.length - 1]]) ans[stack.pop()] = vals[i];
    stack.push(i);
  }
  return ans;
};
`,
      python: `class Solution:
    def nextValues(self, head: Optional[ListNode]) -> List[int]:
        vals = []
        while head:
            vals.append(head.val)
            head = head.next
        ans, stack = [0] * len(vals), []
        for i, v in enumerate(vals):
            while stack and v ${cmp} vals[stack[-1]]:
                ans[stack.pop()] = v
            stack.append(i)
        return ans
`,
      java: `class Solution {
    public int[] nextValues(ListNode head) {
        ArrayList<Integer> vals = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) vals.add(node.val);
        int n = vals.size();
        int[] ans = new int[n], stack = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && vals.get(i) ${cmp} vals.get(stack[top - 1])) ans[stack[--top]] = vals.get(i);
            stack[top++] = i;
        }
        return ans;
    }
}
`,
      cpp: `class Solution {
public:
    vector<int> nextValues(ListNode* head) {
        vector<int> vals;
        for (ListNode* node = head; node; node = node->next) vals.push_back(node->val);
        vector<int> ans(vals.size(), 0), stack;
        for (int i = 0; i < (int) vals.size(); i++) {
            while (!stack.empty() && vals[i] ${cmp} vals[stack.back()]) { ans[stack.back()] = vals[i]; stack.pop_back(); }
            stack.push_back(i);
        }
        return ans;
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def nextValues(self, head: Optional[ListNode]) -> List[int]:
        vals = []
        while head:
            vals.append(head.val)
            head = head.next
        ans = []
        for i in range(len(vals)):
            found = 0
            for j in range(i + 1, len(vals)):
                if vals[j] ${p.greater ? '>' : '<'} vals[i]:
                    found = vals[j]
                    break
            ans.append(found)
        return ans
`,
  plants: (p) => [
    {
      name: 'not-strict',
      language: 'javascript',
      code: `var nextValues = function (head) {
  const vals = [];
  for (let node = head; node; node = node.next) vals.push(node.val);
  const ans = new Array(vals.length).fill(0), stack = [];
  for (let i = 0; i < vals.length; i++) {
    while (stack.length && vals[i] ${p.greater ? '>=' : '<='} vals[stack[stack.length - 1]]) ans[stack.pop()] = vals[i];
    stack.push(i);
  }
  return ans;
};
`,
      expect: 'wrong_answer',
      why: 'Treats an equal value as strictly better',
    },
  ],
});

/** Level-order (LeetCode) form of a random binary tree, or a left chain. */
export const TREE_GEN = `
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
