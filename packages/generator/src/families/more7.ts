import { defineFamily } from '../family.ts';

/** Second families for trie and backtracking. */

export const prefixOfAnother = defineFamily({
  id: 'trie-prefix-of-another',
  category: 'trie',
  difficulties: ['easy', 'medium'],
  features: ['strings', 'duplicates', 'large-input', 'linear'],
  params: ({ rng }) => ({ alphabet: rng.pick(['abc', 'abcd', 'abcdefghij']), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Shadowed Shortcuts' : 'Ambiguous Codes'),
  story: (p) =>
    `${[`A launcher knows the shortcuts \`words\` (letters of \`"${p.alphabet}"\`). Typing a shortcut is ambiguous when another entry of the list starts with it.`, `A radio protocol uses the codes \`words\` (letters of \`"${p.alphabet}"\`). A code is ambiguous when another entry of the list starts with it.`][Number(p.story)]}\n\nReturn how many indices \`i\` have some \`j != i\` such that \`words[j]\` starts with \`words[i]\` (equal words count).`,
  signature: () => ({ function: 'ambiguous', params: [{ name: 'words', type: 'string[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['trie', 'string'],
  constraints: (p) => [
    '1 <= words.length <= 2 * 10^4',
    '1 <= words[i].length <= 10',
    `only letters of "${p.alphabet}"`,
  ],
  hints: () => [
    'Put every word in a trie, counting the words through each node.',
    'A word is ambiguous when at least two words pass through its last node.',
  ],
  editorial: () =>
    '## Trie with counts\nInsert all words counting passes per node; word i is ambiguous when its end node was passed by at least two words.\n\nTime O(total length), space O(total length).\n\n## Brute force\nCompare every pair: O(n^2·L).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 20000 : small ? R.int(1, 6) : R.int(1, 1500);
  const words = [];
  for (let k = 0; k < n; k++) {
    if (k > 0 && R.int(0, 2) === 0) { const w = R.pick(words); words.push(w.slice(0, R.int(1, w.length))); }
    else words.push(R.str(R.int(1, small ? 3 : 10), P.alphabet));
  }
  if (mode === 'large') {
    // Distinct words of length 10: none is a prefix of another, so a naive search scans them all.
    const A = P.alphabet.length;
    return [Array.from({ length: n }, (_, k) => {
      let x = k + i * 20000, w = '';
      for (let d = 0; d < 10; d++) { w += P.alphabet[x % A]; x = Math.floor(x / A); }
      return w;
    })];
  }
  return [words];`,
  validator: () => `
  if (words.length < 1 || words.length > 20000) return 'size out of range';
  for (const w of words) {
    if (w.length < 1 || w.length > 10) return 'length out of range';
    for (const c of w) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';
  }`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [[[a]], [[a, a]], [[a, `${a}${b}`]], [[`${a}${b}`, a, b]]];
  },
  references: () => ({
    javascript:
      'var ambiguous = function (words) {\n  const passes = new Map();\n  for (const w of words) for (let k = 1; k <= w.length; k++) { const p = w.slice(0, k); passes.set(p, (passes.get(p) || 0) + 1); }\n  return words.filter((w) => passes.get(w) >= 2).length;\n};\n',
    python:
      'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        passes = collections.Counter(w[:k] for w in words for k in range(1, len(w) + 1))\n        return sum(1 for w in words if passes[w] >= 2)\n',
    java: 'class Solution {\n    public int ambiguous(String[] words) {\n        HashMap<String, Integer> passes = new HashMap<>();\n        for (String w : words) for (int k = 1; k <= w.length(); k++) passes.merge(w.substring(0, k), 1, Integer::sum);\n        int count = 0;\n        for (String w : words) if (passes.get(w) >= 2) count++;\n        return count;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int ambiguous(vector<string>& words) {\n        unordered_map<string, int> passes;\n        for (auto& w : words) for (size_t k = 1; k <= w.size(); k++) passes[w.substr(0, k)]++;\n        int count = 0;\n        for (auto& w : words) if (passes[w] >= 2) count++;\n        return count;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        return sum(1 for i, w in enumerate(words) if any(j != i and v.startswith(w) for j, v in enumerate(words)))\n',
  plants: () => [
    {
      name: 'proper-prefix-only',
      language: 'python',
      code: 'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        proper = set(w[:k] for w in words for k in range(1, len(w)))\n        return sum(1 for w in words if w in proper)\n',
      expect: 'wrong_answer',
      why: 'Misses equal words: only counts words that are a shorter prefix of another',
    },
  ],
});

export const boundedBrackets = defineFamily({
  id: 'backtracking-bounded-brackets',
  category: 'backtracking',
  difficulties: ['medium', 'hard'],
  features: ['strings'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Shallow Bracket Strings' : 'Stacking Boxes, Not Too High'),
  story: (p) =>
    `${['A bracket string of length `2n` is balanced when every `(` is closed by a later `)`; its depth is the largest number of brackets open at once.', 'A worker opens and closes boxes inside each other; a plan of `2n` steps is valid when every opened box is closed later, and its depth is the most boxes open at once.'][Number(p.story)]}\n\nReturn how many balanced strings (valid plans) of length \`2n\` have depth at most \`d\`.`,
  signature: () => ({
    function: 'countShallow',
    params: [
      { name: 'n', type: 'int' },
      { name: 'd', type: 'int' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['backtracking', 'recursion'],
  constraints: () => ['1 <= n <= 12', '1 <= d <= n'],
  hints: () => [
    'Build the string left to right.',
    'Open only while fewer than d are open and opens remain; close only when something is open.',
  ],
  editorial: () =>
    '## Backtracking\nExtend the prefix only with valid moves, so every leaf is an answer.\n\nTime O(answer · n), space O(n).\n\n## Brute force\nAll 2^(2n) strings, each checked: O(4^n · n).',
  generator: () => `
  if (mode === 'large') return [12, 12 - 5 * i];
  const n = mode === 'small' || mode === 'example' ? R.int(1, 6) : R.int(1, 10);
  return [n, R.int(1, n)];`,
  validator: () => `
  if (n < 1 || n > 12 || d < 1 || d > n) return 'out of range';`,
  edge: () => [
    [1, 1],
    [2, 1],
    [3, 3],
    [12, 1],
    [12, 12],
  ],
  references: () => ({
    javascript:
      'var countShallow = function (n, d) {\n  const go = (open, closed) => {\n    if (closed === n) return 1;\n    let count = 0;\n    if (open < n && open - closed < d) count += go(open + 1, closed);\n    if (closed < open) count += go(open, closed + 1);\n    return count;\n  };\n  return go(0, 0);\n};\n',
    python:
      'class Solution:\n    def countShallow(self, n: int, d: int) -> int:\n        def go(opened, closed):\n            if closed == n:\n                return 1\n            count = 0\n            if opened < n and opened - closed < d:\n                count += go(opened + 1, closed)\n            if closed < opened:\n                count += go(opened, closed + 1)\n            return count\n        return go(0, 0)\n',
    java: 'class Solution {\n    private int n, d;\n    private int go(int open, int closed) {\n        if (closed == n) return 1;\n        int count = 0;\n        if (open < n && open - closed < d) count += go(open + 1, closed);\n        if (closed < open) count += go(open, closed + 1);\n        return count;\n    }\n    public int countShallow(int n, int d) {\n        this.n = n;\n        this.d = d;\n        return go(0, 0);\n    }\n}\n',
    cpp: 'class Solution {\n    int n, d;\n    int go(int open, int closed) {\n        if (closed == n) return 1;\n        int count = 0;\n        if (open < n && open - closed < d) count += go(open + 1, closed);\n        if (closed < open) count += go(open, closed + 1);\n        return count;\n    }\npublic:\n    int countShallow(int n, int d) {\n        this->n = n;\n        this->d = d;\n        return go(0, 0);\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def countShallow(self, n: int, d: int) -> int:\n        count = 0\n        for mask in range(1 << (2 * n)):\n            depth = best = 0\n            ok = True\n            for k in range(2 * n):\n                depth += 1 if mask >> k & 1 else -1\n                best = max(best, depth)\n                if depth < 0:\n                    ok = False\n                    break\n            if ok and depth == 0 and best <= d:\n                count += 1\n        return count\n',
  plants: () => [
    {
      name: 'depth-plus-one',
      language: 'javascript',
      code: 'var countShallow = function (n, d) {\n  const go = (open, closed) => {\n    if (closed === n) return 1;\n    let count = 0;\n    if (open < n && open - closed <= d) count += go(open + 1, closed);\n    if (closed < open) count += go(open, closed + 1);\n    return count;\n  };\n  return go(0, 0);\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: allows depth d + 1',
    },
  ],
});
