import { defineFamily } from '../family.ts';

/** Second families for linked lists and stacks. */

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

export const removePairs = defineFamily({
  id: 'stack-remove-pairs',
  category: 'stack',
  difficulties: ['easy', 'medium'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => ({ alphabet: rng.pick(['ab', 'abc', 'xyz']), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Popping Bubbles' : 'Cancelling Echoes'),
  story: (p) =>
    `${[`A row of coloured bubbles is written as a string \`s\` over \`"${p.alphabet}"\`; two touching bubbles of the same colour pop.`, `A message \`s\` over \`"${p.alphabet}"\` loses every pair of equal adjacent letters, which cancel like echoes.`][Number(p.story)]}\n\nRepeatedly remove two adjacent equal letters until no such pair is left, and return the final string (the result does not depend on the order of removals).`,
  signature: () => ({ function: 'reduceString', params: [{ name: 's', type: 'string' }], returns: 'string' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['stack', 'string'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s consists of letters of "${p.alphabet}"`],
  hints: () => [
    'After a removal, the letters on both sides become neighbours.',
    'Scan once with a stack: a letter equal to the top pops it.',
  ],
  editorial: () =>
    '## Stack\nPush each letter unless it equals the top, in which case pop.\n\nTime O(n), space O(n).\n\n## Brute force\nFind and remove a pair, start again: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 10) : R.int(1, 3000);
  if (mode === 'large') {
    // A palindrome of distinct neighbours: pairs only appear at the centre, one at a time.
    const half = [];
    for (let k = 0; k < n / 2; k++) half.push(P.alphabet[(k + i) % P.alphabet.length]);
    return [half.join('') + half.reverse().join('')];
  }
  return [R.str(n, P.alphabet)];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000) return 'length out of range';
  for (const c of s) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [[a], [`${a}${a}`], [`${a}${b}${b}${a}`], [`${a}${b}${a}`], [`${a}${a}${a}`]];
  },
  references: () => ({
    javascript:
      "var reduceString = function (s) {\n  const st = [];\n  for (const c of s) { if (st.length && st[st.length - 1] === c) st.pop(); else st.push(c); }\n  return st.join('');\n};\n",
    python:
      "class Solution:\n    def reduceString(self, s: str) -> str:\n        st = []\n        for c in s:\n            if st and st[-1] == c:\n                st.pop()\n            else:\n                st.append(c)\n        return ''.join(st)\n",
    java: 'class Solution {\n    public String reduceString(String s) {\n        StringBuilder st = new StringBuilder();\n        for (int i = 0; i < s.length(); i++) {\n            char c = s.charAt(i);\n            int n = st.length();\n            if (n > 0 && st.charAt(n - 1) == c) st.setLength(n - 1); else st.append(c);\n        }\n        return st.toString();\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    string reduceString(string s) {\n        string st;\n        for (char c : s) { if (!st.empty() && st.back() == c) st.pop_back(); else st.push_back(c); }\n        return st;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def reduceString(self, s: str) -> str:\n        changed = True\n        while changed:\n            changed = False\n            for i in range(len(s) - 1):\n                if s[i] == s[i + 1]:\n                    s = s[:i] + s[i + 2:]\n                    changed = True\n                    break\n        return s\n',
  plants: () => [
    {
      name: 'single-pass',
      language: 'java',
      code: 'class Solution {\n    public String reduceString(String s) {\n        StringBuilder out = new StringBuilder();\n        int i = 0;\n        while (i < s.length()) {\n            if (i + 1 < s.length() && s.charAt(i) == s.charAt(i + 1)) i += 2;\n            else out.append(s.charAt(i++));\n        }\n        return out.toString();\n    }\n}\n',
      expect: 'wrong_answer',
      why: 'Removes pairs in one pass only, missing the pairs a removal creates',
    },
  ],
});
