import { defineFamily } from '../family.ts';

/** Linked list: the next greater (or smaller) value after each node, and the best sum of twin nodes. */

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

export const twinSum = defineFamily({
  id: 'list-twin-sum',
  category: 'linkedlist',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ features, rng }) => ({
    neg: features.has('negatives'),
    best: rng.int(0, 1) === 0,
    story: rng.int(0, 1),
  }),
  title: (p) => (p.best ? 'Strongest Dance Pair' : 'Weakest Dance Pair'),
  story: (p) =>
    `${['Dancers stand in a line, stored as a linked list of their energy levels.', 'Beads on a string are stored as a linked list of their weights.'][Number(p.story)]}\n\nThe list has an even length \`n\`; node \`i\` (0-indexed) and node \`n - 1 - i\` are *twins*. Return the ${p.best ? 'largest' : 'smallest'} sum of a pair of twins.`,
  signature: () => ({ function: 'twinSum', params: [{ name: 'head', type: 'ListNode' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['linked-list', 'two-pointers'],
  constraints: (p) => [
    '2 <= n <= 10^5, n is even',
    p.neg ? '-10^5 <= Node.val <= 10^5' : '1 <= Node.val <= 10^5',
  ],
  hints: () => [
    'Twins are mirror images around the middle.',
    'Copy the values to an array (or reverse the second half) and pair them up.',
  ],
  editorial: () =>
    '## Mirror pairs\nRead the values into an array; pair index i with n - 1 - i.\n\nTime O(n), space O(n) (O(1) by reversing the second half).\n\n## Brute force\nWalk from the head to node n - 1 - i for each i: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const half = mode === 'large' ? 50000 : small ? R.int(1, 4) : R.int(1, 1500);
  return [R.arr(2 * half, P.neg ? -100000 : 1, small ? 9 : 100000)];`,
  validator: () => `
  let n = 0;
  for (let node = head; node; node = node.next) {
    n++;
    if (node.val < (P.neg ? -100000 : 1) || node.val > 100000) return 'value out of range';
  }
  if (n < 2 || n > 100000 || n % 2 !== 0) return 'bad length';`,
  edge: () => [[[1, 1]], [[5, 4, 2, 1]], [[4, 2, 2, 3]], [[1, 100000]]],
  references: (p) => {
    const pick = p.best ? 'max' : 'min';
    return {
      javascript: `var twinSum = function (head) {\n  const v = [];\n  for (let node = head; node; node = node.next) v.push(node.val);\n  let best = v[0] + v[v.length - 1];\n  for (let i = 1; i < v.length / 2; i++) best = Math.${pick}(best, v[i] + v[v.length - 1 - i]);\n  return best;\n};\n`,
      python: `class Solution:\n    def twinSum(self, head: Optional[ListNode]) -> int:\n        v = []\n        while head:\n            v.append(head.val)\n            head = head.next\n        return ${pick}(v[i] + v[len(v) - 1 - i] for i in range(len(v) // 2))\n`,
      java: `class Solution {\n    public int twinSum(ListNode head) {\n        ArrayList<Integer> v = new ArrayList<>();\n        for (ListNode node = head; node != null; node = node.next) v.add(node.val);\n        int n = v.size(), best = v.get(0) + v.get(n - 1);\n        for (int i = 1; i < n / 2; i++) best = Math.${pick}(best, v.get(i) + v.get(n - 1 - i));\n        return best;\n    }\n}\n`,
      cpp: `class Solution {\npublic:\n    int twinSum(ListNode* head) {\n        vector<int> v;\n        for (ListNode* node = head; node; node = node->next) v.push_back(node->val);\n        int n = v.size(), best = v[0] + v[n - 1];\n        for (int i = 1; i < n / 2; i++) best = ${pick}(best, v[i] + v[n - 1 - i]);\n        return best;\n    }\n};\n`,
    };
  },
  brute: (p) =>
    `class Solution:\n    def twinSum(self, head: Optional[ListNode]) -> int:\n        n, node = 0, head\n        while node:\n            n += 1\n            node = node.next\n        best = None\n        node = head\n        for i in range(n // 2):\n            twin = head\n            for _ in range(n - 1 - i):\n                twin = twin.next\n            s = node.val + twin.val\n            best = s if best is None else ${p.best ? 'max' : 'min'}(best, s)\n            node = node.next\n        return best\n`,
  plants: (p) => [
    {
      name: 'shifted-twin',
      language: 'python',
      code: `class Solution:\n    def twinSum(self, head: Optional[ListNode]) -> int:\n        v = []\n        while head:\n            v.append(head.val)\n            head = head.next\n        return ${p.best ? 'max' : 'min'}(v[i] + v[len(v) - 2 - i] for i in range(len(v) // 2))\n`,
      expect: 'wrong_answer',
      why: 'Off by one: pairs node i with node n - 2 - i',
    },
  ],
});
