import { defineFamily } from '../family.ts';
import { TREE_GEN } from './structures.ts';

/** Second families for trees and heaps. */

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

export const ropes = defineFamily({
  id: 'heap-join-ropes',
  category: 'heap',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Cheapest Rope Joining' : 'Merging Log Files'),
  story: (p) =>
    `${['A sailor has ropes of lengths `lengths`; joining two ropes of lengths x and y costs x + y and gives one rope of length x + y.', 'A server must merge log files of sizes `lengths`; merging two files of sizes x and y costs x + y and gives one file of size x + y.'][Number(p.story)]}\n\nReturn the smallest total cost to end with a single one.`,
  signature: () => ({ function: 'joinCost', params: [{ name: 'lengths', type: 'int[]' }], returns: 'long' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['heap', 'greedy', 'priority-queue'],
  constraints: () => ['1 <= lengths.length <= 10^5', '1 <= lengths[i] <= 10^4'],
  hints: () => [
    'Long pieces get paid for again at every later join.',
    'Always join the two shortest: a min-heap gives them in O(log n).',
  ],
  editorial: () =>
    '## Min-heap (Huffman)\nRepeatedly join the two shortest.\n\nTime O(n log n), space O(n).\n\n## Brute force\nSort the list again before every join: O(n^2 log n).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 3000);
  return [R.arr(n, 1, small ? 20 : 10000)];`,
  validator: () => `
  if (lengths.length < 1 || lengths.length > 100000) return 'length out of range';
  for (const x of lengths) if (x < 1 || x > 10000) return 'value out of range';`,
  edge: () => [[[5]], [[1, 2]], [[4, 3, 2, 6]], [[10000, 10000, 10000]]],
  references: () => ({
    javascript:
      'var joinCost = function (lengths) {\n  // Joined lengths come out in non-decreasing order: two sorted queues replace the heap.\n  const a = [...lengths].sort((x, y) => x - y), b = [];\n  let i = 0, j = 0, cost = 0;\n  const take = () => (j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);\n  for (let k = 1; k < lengths.length; k++) {\n    const s = take() + take();\n    cost += s;\n    b.push(s);\n  }\n  return cost;\n};\n',
    python:
      'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        heap = list(lengths)\n        heapq.heapify(heap)\n        cost = 0\n        while len(heap) > 1:\n            s = heapq.heappop(heap) + heapq.heappop(heap)\n            cost += s\n            heapq.heappush(heap, s)\n        return cost\n',
    java: 'class Solution {\n    public long joinCost(int[] lengths) {\n        PriorityQueue<Long> heap = new PriorityQueue<>();\n        for (int x : lengths) heap.add((long) x);\n        long cost = 0;\n        while (heap.size() > 1) {\n            long s = heap.poll() + heap.poll();\n            cost += s;\n            heap.add(s);\n        }\n        return cost;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    long long joinCost(vector<int>& lengths) {\n        priority_queue<long long, vector<long long>, greater<long long>> heap(lengths.begin(), lengths.end());\n        long long cost = 0;\n        while (heap.size() > 1) {\n            long long s = heap.top(); heap.pop();\n            s += heap.top(); heap.pop();\n            cost += s;\n            heap.push(s);\n        }\n        return cost;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        ropes = list(lengths)\n        cost = 0\n        while len(ropes) > 1:\n            ropes.sort()\n            s = ropes[0] + ropes[1]\n            cost += s\n            ropes = ropes[2:] + [s]\n        return cost\n',
  plants: () => [
    {
      name: 'stops-one-early',
      language: 'python',
      code: 'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        heap = list(lengths)\n        heapq.heapify(heap)\n        cost = 0\n        while len(heap) > 2:\n            s = heapq.heappop(heap) + heapq.heappop(heap)\n            cost += s\n            heapq.heappush(heap, s)\n        return cost\n',
      expect: 'wrong_answer',
      why: 'Off by one: stops with two pieces left',
    },
  ],
});
